import Foundation
@testable import Strings

/// Helpers shared by the format tests.
enum TestSupport {
    static func utf8(_ text: String) -> [UInt8] { Array(text.utf8) }

    static func utf16(_ text: String, bigEndian: Bool, bom: Bool = true) -> [UInt8] {
        var bytes: [UInt8] = bom ? (bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]) : []
        for unit in text.utf16 {
            bytes += bigEndian ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)]
        }
        return bytes
    }

    /// Foundation's reading of the same bytes: the oracle.
    static func foundationTable(_ bytes: [UInt8]) -> [String: String]? {
        (try? PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)) as? [String: String]
    }

    static func serialized(_ table: [String: String], _ format: PropertyListSerialization.PropertyListFormat) throws -> [UInt8] {
        [UInt8](try PropertyListSerialization.data(fromPropertyList: table, format: format, options: 0))
    }

    /// The error a parse throws, or nil when it succeeds.
    static func parseError(_ bytes: [UInt8], limits: ParserLimits = .default) -> StringsError? {
        do { _ = try StringsFileParser.parse(bytes, limits: limits); return nil } catch { return error }
    }

    static func readError(_ bytes: [UInt8], limits: ParserLimits = .default) -> StringsError? {
        do { _ = try PropertyListReader.read(bytes, limits: limits); return nil } catch { return error }
    }

    /// The library's own translations, beside the package root.
    static var localizationFiles: [URL] {
        let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../Localizations").standardized
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return folders.filter { $0.hasSuffix(".lproj") }.sorted()
            .map { directory.appendingPathComponent("\($0)/iVersion.strings") }
            .filter { FileManager.default.fileExists(atPath: $0.path) }
    }
}
