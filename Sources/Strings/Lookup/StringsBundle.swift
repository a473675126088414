#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LocaleServices
import IVersionSupport

/// A directory of translations: `<lang>.lproj/<Table>.strings` and `<Table>.stringsdict`, and/or
/// String Catalogs (`<Table>.xcstrings`) at its top level.
///
/// Tables are read on first use and kept: resolving a key in French reads the French files and
/// nothing else. Works with any directory URL; `Bundle.main` is just a convenient way to find one.
/// The library's own translations are compiled into the program: `LibraryLocalizations.bundle`.
///
/// ```swift
/// let bundle = StringsBundle(directory: URL(fileURLWithPath: "MyApp/Resources"))
/// let french = try bundle.table("Localizable", language: "fr")
/// french?.strings["DownloadButton"]   // "Télécharger"
/// ```
public final class StringsBundle: Sendable {
    /// The directory the bundle reads; for files compiled into the program, the folder they were compiled
    /// from, relative to their package (`Localizations`).
    public var directory: URL { files.directory }
    private let files: Files
    private let folderLanguages: [String]
    /// Table name → the String Catalog's file name in the directory.
    private let catalogFiles: [String: String]
    /// Keyed `language/name` (a file name holds no `/`), and `strings:language/name` for a table read
    /// without its plurals: String keys, because the first use of a new key
    /// type costs a fresh process a runtime lookup that scans every protocol conformance it has.
    private let tables = LockedCache<String, TableResult>()
    private let catalogs = LockedCache<String, CatalogResult>()

    private enum TableResult: Sendable {
        case loaded(StringsTable?), failed(StringsError)

        func get() throws(StringsError) -> StringsTable? {
            switch self {
            case let .loaded(table): return table
            case let .failed(error): throw error
            }
        }
    }
    private enum CatalogResult: Sendable { case loaded(StringCatalogDecoder.Catalog), failed(StringsError) }

    /// - Parameters:
    ///   - directory: the folder holding `.lproj` folders and/or `.xcstrings` files.
    ///   - source: how files are read; the real disk by default.
    public convenience init(directory: URL, source: any StringsFileSource = DiskFileSource()) {
        self.init(files: Files(directory: directory, source: source))
    }

    /// A bundle of the folder at `directoryPath` on the disk: the same as
    /// ``init(directory:source:)`` with a file URL, without making one (the first `URL` a process
    /// makes or reads costs it a tenth of a millisecond).
    /// - Parameters:
    ///   - directoryPath: the folder holding `.lproj` folders and/or `.xcstrings` files.
    ///   - source: how the disk is read (the size limit).
    public convenience init(directoryPath: String, source: DiskFileSource = DiskFileSource()) {
        self.init(files: .disk(source, path: directoryPath, directory: nil))
    }

    /// A bundle of files compiled into the program (the library's translations): no folder to find, so
    /// none can be missing. Diagnostics name each file by its place in the package.
    /// - Parameter files: The files, as the EmbedResources build plugin writes them.
    package convenience init(embedded files: EmbeddedFiles) {
        self.init(files: .embedded(files))
    }

    private init(files: Files) {
        self.files = files
        let names = files.entries(of: nil)
        self.folderLanguages = LprojFolders.names(among: names)
        var catalogFiles: [String: String] = [:]
        for name in names where name.hasSuffix(".xcstrings") {
            catalogFiles[String(name.dropLast(10))] = name
        }
        self.catalogFiles = catalogFiles
    }

    /// The localisations available, as named on disk (`Base` included when present), sorted.
    /// Reading it opens String Catalogs (their languages are inside them), never `.lproj` files.
    public var languages: [String] {
        // Folder names are unique and already sorted: no set needed when no catalog adds languages.
        if catalogFiles.isEmpty { return folderLanguages }
        var all = Set(folderLanguages)
        for name in catalogFiles.keys {
            if case let .loaded(catalog) = catalog(name) { all.formUnion(catalog.tables.keys) }
        }
        return Array(all).insertionSorted()
    }

    /// The table `name` in `language`, read on first use; nil when the bundle has no such table.
    ///
    /// A `.strings` file with damaged entries still loads: the entries around them are kept and
    /// the damage is in the table's ``StringsTable/problems``.
    /// - Throws: `StringsError` when a file of the table cannot be read at all (the error is kept,
    ///   so a second call fails the same way without reading again).
    public func table(_ name: String, language: String) throws(StringsError) -> StringsTable? {
        try tables.value(for: language + "/" + name) { Self.result { () throws(StringsError) in try load(name, language: language, plurals: true) } }
            .get()
    }

    /// The table's strings alone (its `.strings` file and String Catalog), read on first use: what a key
    /// lookup needs. Its `.stringsdict` is read only when a plural is asked for, through ``table(_:language:)``.
    package func stringsTable(_ name: String, language: String) throws(StringsError) -> StringsTable? {
        if let whole = tables.cachedValue(for: language + "/" + name) { return try whole.get() }
        return try tables.value(for: "strings:" + language + "/" + name) {
            Self.result { () throws(StringsError) in try load(name, language: language, plurals: false) }
        }.get()
    }

    private static func result(_ load: () throws(StringsError) -> StringsTable?) -> TableResult {
        do throws(StringsError) {
            return .loaded(try load())
        } catch {
            return .failed(error)
        }
    }

    /// The table `name` in `language` if it has been read (nil when it has not), without reading it.
    package func tableIfRead(_ name: String, language: String) -> Result<StringsTable?, StringsError>? {
        let read = tables.cachedValue(for: language + "/" + name) ?? tables.cachedValue(for: "strings:" + language + "/" + name)
        return read.map { result in Result { () throws(StringsError) in try result.get() } }
    }

    private func load(_ name: String, language: String, plurals: Bool) throws(StringsError) -> StringsTable? {
        var table: StringsTable?
        if catalogFiles[name] != nil {
            switch catalog(name) {
            case let .loaded(catalog): table = catalog.tables[language]
            case let .failed(error): throw error
            }
        }
        let folder = "\(language).lproj"
        // A sorted array searched by halves, not a set (a fresh process's first `Set` costs it the pages of
        // the set's code) and not a scan (a lookup per folder made a bundle of n folders cost n²).
        let names = folderLanguages.sortedContains(language) ? files.entries(of: folder) : []
        if names.contains("\(name).strings") {
            let (bytes, path) = try files.contents(of: folder + "/\(name).strings")
            // Recovering, as Apple's loader does: one damaged entry must not cost the language.
            let parsed = try StringsFileParser.parse(bytes, file: path, mode: .recovering)
            var merged = table ?? StringsTable(name: name, language: language)
            merged.merge(StringsTable(name: name, language: language, strings: parsed.table, problems: parsed.errors))
            table = merged
        }
        if plurals, names.contains("\(name).stringsdict") {
            let (bytes, path) = try files.contents(of: folder + "/\(name).stringsdict")
            let plurals = try StringsdictDecoder.decode(bytes, file: path)
            var merged = table ?? StringsTable(name: name, language: language)
            merged.merge(StringsTable(name: name, language: language, plurals: plurals))
            table = merged
        }
        return table
    }

    private func catalog(_ name: String) -> CatalogResult {
        catalogs.value(for: name) {
            guard let file = catalogFiles[name] else {
                return .failed(StringsError(.io, at: SourceLocation(line: 1, column: 1), "no catalog named \(name)"))
            }
            do throws(StringsError) {
                let (bytes, path) = try files.contents(of: file)
                return .loaded(try StringCatalogDecoder.decode(bytes, tableName: name, file: path))
            } catch {
                return .failed(error)
            }
        }
    }
}
