import Dispatch
import Foundation
import Strings

/// Reads every `.strings`, `.stringsdict` and `.xcstrings` file found into tables, collecting
/// the errors and warnings of the files rather than stopping at the first bad one.
struct TableLoader {
    let fileSystem: any FileSystem

    /// One language folder's tables and problems.
    struct FolderResult: Sendable {
        var tables: [String: LocalizedTable] = [:]
        var problems: [LoadProblem] = []
    }

    /// Loads the `.lproj` folders, in parallel (files are independent), keeping their order.
    func load(folders: [String]) -> [FolderResult] {
        var results = [FolderResult](repeating: FolderResult(), count: folders.count)
        results.withUnsafeMutableBufferPointer { buffer in
            let output = UnsafeSendableBuffer(buffer)
            DispatchQueue.concurrentPerform(iterations: folders.count) { index in
                output.buffer[index] = loadFolder(folders[index])
            }
        }
        return results
    }

    /// Reads one `<lang>.lproj` folder.
    func loadFolder(_ folder: String) -> FolderResult {
        let language = Path.stem(of: Path.name(of: folder))
        var result = FolderResult()
        let names = (try? fileSystem.contentsOfDirectory(folder)) ?? []
        // .strings before .stringsdict, so plurals replace plain strings of the same key.
        let files = names.filter { $0.hasSuffix(".strings") } + names.filter { $0.hasSuffix(".stringsdict") }
        for name in files {
            let path = Path.join(folder, name)
            let tableName = Path.stem(of: name)
            var table = result.tables[tableName] ?? LocalizedTable(name: tableName, language: language)
            do throws(StringsError) {
                let bytes = try read(path)
                if name.hasSuffix(".stringsdict") {
                    table.stringsdictFile = path
                    try loadStringsdict(bytes, path: path, into: &table, problems: &result.problems)
                } else {
                    table.stringsFile = path
                    let parsed = try StringsFileParser.parse(bytes, file: path, mode: .recovering)
                    result.problems += parsed.errors.map(LoadProblem.error)
                    result.problems += parsed.warnings.map(LoadProblem.warning)
                    for entry in parsed.entries {
                        table.entries[entry.key] = LocalizedEntry(key: entry.key, content: .plain(entry.value), location: entry.location)
                    }
                }
            } catch {
                table.isComplete = false
                result.problems.append(.error(error))
            }
            result.tables[tableName] = table
        }
        return result
    }

    private func loadStringsdict(_ bytes: [UInt8], path: String, into table: inout LocalizedTable, problems: inout [LoadProblem]) throws(StringsError) {
        let root = try PropertyListReader.read(bytes, file: path)
        if let warning = LineEndingCensus.mixedLineEndings(in: bytes, file: path) { problems.append(.warning(warning)) }
        var first: [String: SourceLocation] = [:]
        let start = SourceLocation(file: path, line: 1, column: 1)
        for entry in root.dictionaryValue?.entries ?? [] {
            let location = entry.location ?? start
            if let earlier = first[entry.key] {
                problems.append(.warning(StringsWarning(.duplicateKey, at: location,
                    "key \"\(entry.key)\" is defined again; this definition replaces the one at \(earlier.line):\(earlier.column)",
                    related: earlier)))
            } else {
                first[entry.key] = location
            }
        }
        for (key, plural) in try StringsdictDecoder.decode(root: root, file: path) {
            table.entries[key] = LocalizedEntry(key: key, content: .plural(plural), location: plural.location ?? first[key] ?? start)
        }
    }

    /// Reads one String Catalog into a group of its own.
    func loadCatalog(_ path: String, base explicit: String?) -> (group: LocalizationGroup?, problems: [LoadProblem]) {
        let tableName = Path.stem(of: Path.name(of: path))
        do throws(StringsError) {
            let bytes = try read(path)
            var problems: [LoadProblem] = []
            if let warning = LineEndingCensus.mixedLineEndings(in: bytes, file: path) { problems.append(.warning(warning)) }
            if String(validating: bytes, as: UTF8.self) == nil {
                throw StringsError(.encoding, at: SourceLocation(file: path, line: 1, column: 1), "a String Catalog must be UTF-8 JSON, and this file is not valid UTF-8")
            }
            let catalog = try StringCatalogDecoder.decode(bytes, tableName: tableName, file: path)
            let locations = CatalogKeyLocator.locations(in: bytes, file: path)
            let start = SourceLocation(file: path, line: 1, column: 1)
            var tables: [String: [String: LocalizedTable]] = [:]
            for (language, source) in catalog.tables {
                var table = LocalizedTable(name: tableName, language: language, catalogFile: path)
                for (key, value) in source.strings {
                    table.entries[key] = LocalizedEntry(key: key, content: .plain(value), location: locations[key] ?? start)
                }
                for (key, plural) in source.plurals {
                    table.entries[key] = LocalizedEntry(key: key, content: .plural(plural), location: locations[key] ?? start)
                }
                tables[language] = [tableName: table]
            }
            let base = explicit.flatMap { tables[$0] == nil ? nil : $0 } ?? catalog.sourceLanguage
            let group = LocalizationGroup(path: path, isCatalog: true, base: base, baseRulesLanguage: catalog.sourceLanguage,
                                          tables: tables, folders: [:], catalogLocations: locations)
            return (group, problems)
        } catch {
            return (nil, [.error(error)])
        }
    }

    private func read(_ path: String) throws(StringsError) -> [UInt8] {
        do {
            return try fileSystem.read(path)
        } catch {
            throw StringsError(.io, at: SourceLocation(file: path, line: 1, column: 1), "cannot read the file: \(error.localizedDescription)")
        }
    }
}

/// Lets parallel iterations each write their own slot of one buffer.
private struct UnsafeSendableBuffer<Element>: @unchecked Sendable {
    let buffer: UnsafeMutableBufferPointer<Element>
    init(_ buffer: UnsafeMutableBufferPointer<Element>) { self.buffer = buffer }
}
