import Strings

/// One language's `.lproj` table beside the String Catalog that replaces it (same name, in the
/// folders' directory): what Xcode's *Migrate to String Catalog* should have carried over.
///
/// The check runs whenever both are there and the catalog holds a translation (a language besides
/// its source), since that is the moment it matters: once the `.lproj` files are deleted, what the
/// catalog lacks is gone. A catalog of its source language alone beside `.lproj` translations is a
/// layout of its own, the base they translate (see ``TablePlanner``): nothing was migrated there.
struct MigrationUnit: Sendable {
    let name: String
    let folder: LocalizationFolder
    let listing: FolderFiles
    let catalog: LoadedCatalog

    /// The units of one component: one per language folder (not `Base`) holding a `.strings` or
    /// `.stringsdict` table that a catalog of the component's directory is named after.
    static func units(folders: [LocalizationFolder], listings: [String: FolderFiles], catalogs: [String: LoadedCatalog]) -> [MigrationUnit] {
        let migrated = catalogs.filter { $0.value.holdsTranslations }
        guard !migrated.isEmpty else { return [] }
        let byName = Dictionary(migrated.map { (TableName.folded($0.key), $0.value) }, uniquingKeysWith: { first, _ in first })
        var units: [MigrationUnit] = []
        for folder in folders where !folder.isBase {
            let listing = listings[folder.path] ?? []
            var seen = Set<String>()
            for file in listing {
                let stem = Path.stem(of: file), ext = file.dropFirst(stem.count + 1)
                guard ext == "strings" || ext == "stringsdict", let catalog = byName[TableName.folded(stem)],
                      seen.insert(TableName.folded(stem)).inserted else { continue }
                units.append(MigrationUnit(name: stem, folder: folder, listing: listing, catalog: catalog))
            }
        }
        return units
    }

    /// The table read from the folder, beside the catalog's table of the same language. Its files'
    /// problems are left to the table's own translation unit, which reports them once.
    func pair(loader: TableLoader) -> MigrationPair {
        let loaded = loader.loadTable(name, in: folder, listing: listing)
        let language = catalog.tables.keys.first { LocalizationFolder.canonicalLanguage($0) == folder.language }
        return MigrationPair(language: folder.language, legacy: loaded.table, catalogPath: catalog.path,
                             migrated: language.flatMap { catalog.tables[$0] }, catalogLocations: catalog.locations)
    }
}

/// A language's `.lproj` table and the catalog's table of that language (nil when the catalog has none).
struct MigrationPair: Sendable {
    let language: String
    let legacy: LocalizedTable
    let catalogPath: String
    let migrated: LocalizedTable?
    let catalogLocations: [String: SourceLocation]
}

extension LoadedCatalog {
    /// Whether the catalog holds a language besides its source language.
    var holdsTranslations: Bool {
        let source = LocalizationFolder.canonicalLanguage(sourceLanguage)
        return tables.keys.contains { LocalizationFolder.canonicalLanguage($0) != source }
    }
}
