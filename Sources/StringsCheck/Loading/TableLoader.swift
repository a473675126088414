import Strings

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Reads tables: one table of one `.lproj` folder (its `.strings`, `.stringsdict` and, in
/// `Base.lproj`, Interface Builder file), or a whole String Catalog, collecting the problems of
/// each file rather than stopping at the first bad one.
struct TableLoader {
    let fileSystem: any FileSystem
    /// Files larger than this are refused before they are read.
    var maximumFileSize = ParserLimits.default.maximumBytes

    /// A table and what reading it found.
    struct Loaded: Sendable {
        var table: LocalizedTable
        var problems: [LoadProblem] = []
    }

    /// Reads table `name` of `folder` from the files the listing shows.
    func loadTable(_ name: String, in folder: LocalizationFolder, listing: FolderFiles) -> Loaded {
        var unread = InterfaceBuilderDocuments()
        return loadTable(name, in: folder, listing: listing, documents: &unread)
    }

    /// Reads table `name` of `folder` from the files the listing shows, taking its `Base.lproj`
    /// Interface Builder documents from `documents` where they were read already.
    func loadTable(
        _ name: String, in folder: LocalizationFolder, listing: FolderFiles, documents: inout InterfaceBuilderDocuments
    ) -> Loaded {
        var loaded = Loaded(table: LocalizedTable(name: name, language: folder.language))
        // Interface Builder first, then .strings, then .stringsdict: a plural replaces a plain string of the same key.
        // Each file in whatever case it is spelled (see TableName).
        if folder.isBase {
            for ext in ["xib", "storyboard"] {
                guard let file = TableName.file(name, ext, in: listing) else { continue }
                let path = Path.join(folder.path, file)
                let reading =
                    documents.take(path)
                    ?? InterfaceBuilderDocuments.Reading(
                        Result { () throws(StringsError) in try read(path) }, path: path)
                add(reading, from: path, to: &loaded)
            }
        }
        if folder.isBase, let file = TableName.file(name, "intentdefinition", in: listing) {
            read(Path.join(folder.path, file), into: &loaded) { bytes, path, loaded throws(StringsError) in
                loaded.table.interfaceBuilderFile = path
                let (entries, pluralKeys) = try IntentDefinitionStrings.localizedEntries(bytes, file: path)
                loaded.table.knownPluralKeys.formUnion(pluralKeys)
                loaded.table.entries.merge(entries) { $1 }
            }
        }
        if let file = TableName.file(name, "strings", in: listing) {
            read(Path.join(folder.path, file), into: &loaded) { bytes, path, loaded throws(StringsError) in
                loaded.table.stringsFile = path
                let parsed = try StringsFileParser.parse(
                    StringsFileCopy.asShipped(bytes), file: path, mode: .recovering)
                loaded.problems += AppleLoaderVerdict.problems(of: parsed, file: path)
                if case .rejectsFile = parsed.appleLoader { loaded.table.isRejectedByApple = true }
                loaded.table.entries.reserveCapacity(loaded.table.entries.count + parsed.entries.count)
                let kept = parsed.appleLoader.loadedCount(of: parsed.entries.count)
                for (index, entry) in parsed.entries.enumerated() {
                    loaded.table.entries[entry.key] = LocalizedEntry(
                        key: entry.key, content: .plain(entry.value), location: entry.location,
                        loadedByApple: index < kept)
                }
            }
        }
        if let file = TableName.file(name, "stringsdict", in: listing) {
            read(Path.join(folder.path, file), into: &loaded) { bytes, path, loaded throws(StringsError) in
                loaded.table.stringsdictFile = path
                try loadStringsdict(bytes, path: path, into: &loaded)
            }
        }
        return loaded
    }

    /// Reads one file and hands it to `parse`; a file that cannot be read or parsed at all is one
    /// error, and the table is marked incomplete so that key rules do not call every key missing.
    private func read(
        _ path: String, into loaded: inout Loaded,
        _ parse: ([UInt8], String, inout Loaded) throws(StringsError) -> Void
    ) {
        do throws(StringsError) {
            try parse(try read(path), path, &loaded)
        } catch {
            loaded.table.isComplete = false
            loaded.problems.append(.error(error))
        }
    }

    /// A `Base.lproj` Interface Builder document's texts as the table's entries (or why there are none).
    private func add(_ reading: InterfaceBuilderDocuments.Reading, from path: String, to loaded: inout Loaded) {
        switch reading {
        case let .unreadable(error):
            loaded.table.isComplete = false
            loaded.problems.append(.error(error))
        case let .unparsable(error):
            loaded.table.interfaceBuilderFile = path
            loaded.table.isComplete = false
            loaded.problems.append(.error(error))
        case let .texts(entries, neverShown, outlets):
            loaded.table.interfaceBuilderFile = path
            loaded.table.outletTexts = outlets.keysByOutlet
            for entry in entries {
                loaded.table.entries[entry.key] = LocalizedEntry(
                    key: entry.key, content: .plain(entry.value), location: entry.location)
                if neverShown.contains(entry.key) {
                    loaded.table.unshownKeys.insert(entry.key)
                } else if InterfaceBuilderProperty.isNotAskedFor(key: entry.key, comment: entry.comment) {
                    loaded.table.optionalKeys.insert(entry.key)
                }
            }
        }
    }

    private func loadStringsdict(_ bytes: [UInt8], path: String, into loaded: inout Loaded) throws(StringsError) {
        let root = try PropertyListReader.read(bytes, file: path)
        if let warning = LineEndingCensus.mixedLineEndings(in: bytes, file: path) {
            loaded.problems.append(.warning(warning))
        }
        var first: [String: SourceLocation] = [:]
        let start = SourceLocation(file: path, line: 1, column: 1)
        for entry in root.dictionaryValue?.entries ?? [] {
            let location = entry.location ?? start
            if let earlier = first[entry.key] {
                loaded.problems.append(
                    .warning(
                        StringsWarning(
                            .duplicateKey, at: location,
                            "key \"\(entry.key)\" is defined again; this definition replaces the one at \(earlier.line):\(earlier.column)",
                            related: earlier, key: entry.key)))
            } else {
                first[entry.key] = location
            }
        }
        // One damaged entry is one finding; the file's other entries are still checked. A variable
        // without `other` is kept, for plural-categories to name.
        let decoded = try StringsdictDecoder.decodeEach(root: root, file: path, requiringOther: false)
        loaded.problems += decoded.problems.map(LoadProblem.error)
        for entry in root.dictionaryValue?.entries ?? [] where decoded.entries[entry.key] == nil {
            loaded.table.unreadKeys.insert(entry.key)
        }
        for (key, plural) in decoded.entries {
            loaded.table.entries[key] = LocalizedEntry(
                key: key, content: .plural(plural), location: plural.location ?? first[key] ?? start)
        }
    }

    /// Reads one String Catalog: every language's table.
    func loadCatalog(_ path: String) -> (catalog: LoadedCatalog?, problems: [LoadProblem]) {
        let tableName = Path.stem(of: Path.name(of: path))
        do throws(StringsError) {
            let bytes = try read(path)
            var problems: [LoadProblem] = []
            if let warning = LineEndingCensus.mixedLineEndings(in: bytes, file: path) {
                problems.append(.warning(warning))
            }
            if String(validating: bytes, as: UTF8.self) == nil {
                throw StringsError(
                    .encoding, at: SourceLocation(file: path, line: 1, column: 1),
                    "a String Catalog must be UTF-8 JSON, and this file is not valid UTF-8")
            }
            let (catalog, locations) = try StringCatalogDecoder.read(
                bytes, tableName: tableName, file: path, locatingKeys: true)
            let start = SourceLocation(file: path, line: 1, column: 1)
            var tables: [String: LocalizedTable] = [:]
            // A catalog in `mul.lproj` holds an Interface Builder file's texts: a translation missing
            // there shows the interface's own text, as a missing key of an Interface Builder table does.
            let fromInterfaceBuilder = Path.name(of: Path.directory(of: path)) == LocalizationScanner.multilingualFolder
            for (language, source) in catalog.tables {
                var table = LocalizedTable(
                    name: tableName, language: LocalizationFolder.canonicalLanguage(language), catalogFile: path)
                if fromInterfaceBuilder { table.interfaceBuilderFile = path }
                for (key, value) in source.strings {
                    table.entries[key] = LocalizedEntry(
                        key: key, content: .plain(value), location: locations[key] ?? start)
                }
                for (key, plural) in source.plurals {
                    table.entries[key] = LocalizedEntry(
                        key: key, content: .plural(plural), location: locations[key] ?? start)
                }
                // Xcode builds an `InfoPlist` catalog into `InfoPlist.strings`: a key it lacks shows the plist's text.
                if InfoPlistBase.isInfoPlistTable(tableName) { table.markInfoPlistKeysBySpelling() }
                tables[language] = table
            }
            return (
                LoadedCatalog(
                    path: path, sourceLanguage: catalog.sourceLanguage, tables: tables, locations: locations,
                    keys: catalog.keys),
                problems
            )
        } catch {
            return (nil, [.error(error)])
        }
    }

    /// The bytes of a file within ``maximumFileSize``; any failure is a `StringsError` at the file.
    func read(_ path: String) throws(StringsError) -> [UInt8] {
        do {
            return try fileSystem.read(path, maximumBytes: maximumFileSize)
        } catch let error as StringsError {
            throw error
        } catch {
            throw StringsError(
                .io, at: SourceLocation(file: path, line: 1, column: 1), "cannot read the file: \(error)")
        }
    }
}

/// A String Catalog, read whole: its source language and every language's table.
struct LoadedCatalog: Sendable {
    var path: String
    var sourceLanguage: String
    /// Language as written in the catalog → its table.
    var tables: [String: LocalizedTable]
    /// Where each key is written, for positions.
    var locations: [String: SourceLocation]
    /// An XLIFF table: its sources' plural forms are laid out by the target language's categories
    /// (Xcode writes the English `other` as the source of `few` and `many`), so they are not judged
    /// by the source language's. See ``XLIFFTables``.
    var isExport = false
    /// What the catalog says about each key: extraction state, whether to translate it, unit states.
    var keys: [String: StringCatalogDecoder.KeyInfo]

    /// Keys no language is asked for: stale ones (Xcode no longer finds them in the sources), those
    /// marked "Don't translate", and Interface Builder texts no translator is asked for (see
    /// ``InterfaceBuilderProperty/isNotAskedFor(key:comment:)``).
    var keysNotAskedFor: Set<String> {
        Set(
            keys.lazy.filter {
                $0.value.isStale || !$0.value.shouldTranslate
                    || InterfaceBuilderProperty.isNotAskedFor(key: $0.key, comment: $0.value.comment)
            }.map(\.key))
    }

    /// The source language's table.
    var sourceTable: LocalizedTable? { tables[sourceLanguage] }
}
