import Foundation
import Testing

/// The class guard: a source file that reads outside input (it parses with one of the package's readers,
/// reads a file or lists a folder) is named by a case of the scaling harness, or listed as shared
/// machinery with the reason; so a reader added later fails here until it is registered and measured.
@Suite("Scaling harness: every reader registered")
struct ScalingRegistryTests {
    /// The package root (this file is at Tests/ScalingTests/).
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// What reading outside input looks like in the sources: the package's parsers, its file reader and
    /// its directory listing. A file that uses one of them reads something the package does not control.
    static let readingPrimitives = [
        "XMLReader(", "JSONReader(", "JSONValueDecoder", "JSONInput.", "PropertyListReader", "StringsTextParser",
        "StringsFileParser", "StringCatalogDecoder", "StringsdictDecoder", "BoundedFileReader", "FileInput(",
        "directoryEntries(", "readdir(", "HTMLNoteReader", "MarkdownText", "FileManager.default.contents",
        "Data(contentsOf", "String(contentsOf", "contentsOfDirectory", "LprojFolders.",
    ]

    /// The folders that hold the package's targets (the translations and the demo data are targets too).
    static let targetFolders = ["Sources", "Localizations", "Resources"]

    /// Every Swift file of the package's targets whose code (comments aside) uses a reading primitive, by
    /// path from the package root.
    static func readerFiles() throws -> [String] {
        var found: [String] = []
        for folder in targetFolders {
            let sources = root.appendingPathComponent(folder)
            guard let walker = FileManager.default.enumerator(atPath: sources.path) else { continue }
            for case let path as String in walker where path.hasSuffix(".swift") {
                let text = try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
                let code = text.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }.joined(separator: "\n")
                if readingPrimitives.contains(where: code.contains) { found.append(folder + "/" + path) }
            }
        }
        return found.sorted()
    }

    @Test("every file that reads outside input is held by a case or named as shared machinery")
    func everyReaderIsRegistered() throws {
        let registered = Set(ScalingRegistry.cases.flatMap(\.sources)).union(ScalingRegistry.sharedMachinery.keys)
        let unregistered = try Self.readerFiles().filter { !registered.contains($0) }
        #expect(unregistered.isEmpty, "read outside input, but no scaling case names them: \(unregistered)")
    }

    @Test("every file a case names exists (a renamed reader is not silently dropped)")
    func everyRegisteredFileExists() {
        let named = Set(ScalingRegistry.cases.flatMap(\.sources)).union(ScalingRegistry.sharedMachinery.keys)
        let missing = named.filter { !FileManager.default.fileExists(atPath: Self.root.appendingPathComponent($0).path) }
        #expect(missing.isEmpty, "named by the harness but not in the package: \(missing.sorted())")
    }

    @Test("the detector finds readers (a detector that finds nothing would pass everything)")
    func detectorFindsKnownReaders() throws {
        let found = try Self.readerFiles()
        for reader in ["Sources/IVersionCore/Feeds/SparkleAppcast.swift", "Sources/StringsCheck/Loading/IntentDefinitionStrings.swift",
                       "Sources/iversion/Gallery/ReviewStatus.swift"] {
            #expect(found.contains(reader), "\(reader) not detected")
        }
    }
}
