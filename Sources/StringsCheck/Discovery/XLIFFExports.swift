/// Which XLIFF documents a run checks. An export found while walking a tree that also holds the
/// project's own tables (a `.lproj` table or a String Catalog) is a copy of them — Xcode's *Export
/// Localizations*, kept for translators — and every defect in it is already reported on the table it
/// came from, once: checking both would report each one twice, or report a stale export's gaps the
/// tables no longer have. Such exports are listed as not checked, one line per folder. An XLIFF
/// document or `.xcloc` bundle named as a path, or a tree of exports alone (a translation
/// repository), is checked.
enum XLIFFExports {
    /// The XLIFF documents to check, and one note per folder of exports left out.
    static func partition(
        _ xliffs: [String], roots: [String], tables: [String]
    ) -> (checked: [String], skipped: [SkippedLocalization]) {
        guard !xliffs.isEmpty else { return ([], []) }
        let roots = roots.map(Path.normalized)
        // Per root, once: does the tree below it hold tables of its own? (roots are the command's
        // arguments; tables are visited once per root, not once per export).
        let rootsWithTables = Set(roots.filter { root in tables.contains { Path.isWithin($0, root) } })
        var checked: [String] = []
        var skippedByFolder: [String: Int] = [:]
        for path in xliffs {
            let named = roots.contains { root in
                path == root || (root.hasSuffix(LocalizationScanner.exportBundleExtension) && Path.isWithin(path, root))
            }
            let beside = roots.contains { rootsWithTables.contains($0) && Path.isWithin(path, $0) }
            if named || !beside {
                checked.append(path)
            } else {
                skippedByFolder[exportFolder(of: path), default: 0] += 1
            }
        }
        let skipped = skippedByFolder.sorted { $0.key < $1.key }.map { folder, count in
            SkippedLocalization(
                path: folder, language: "",
                reason: "\(count) XLIFF export\(count == 1 ? "" : "s") of the tables checked here (each defect is reported on its table); name one as a path to check it")
        }
        return (checked, skipped)
    }

    /// The folder an export is kept in: the `.xcloc` bundle's, for the XLIFF inside one.
    private static func exportFolder(of path: String) -> String {
        let bundle = Path.ancestors(of: path).first { Path.name(of: $0).hasSuffix(LocalizationScanner.exportBundleExtension) }
        return Path.directory(of: bundle ?? path)
    }
}
