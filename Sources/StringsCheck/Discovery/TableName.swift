/// Table names as Apple's tools compare them on a Mac: without case. `Base.lproj/infoPlist.strings`
/// and `de.lproj/InfoPlist.strings` are one table on the default (case-insensitive) APFS volume,
/// where Xcode builds; a device's file system tells them apart, and `Bundle` finds only the
/// spelling it is asked for.
enum TableName {
    /// The form two spellings of one table share.
    static func folded(_ name: String) -> String { name.lowercased() }

    /// The spelling a table is reported under: its base's (a base folder's file), else the one
    /// most folders use, ties to the first in code-point order.
    static func preferredSpelling(_ spellings: [String: [LocalizationFolder]], isBase: (LocalizationFolder) -> Bool) -> String {
        let ordered = spellings.keys.sorted()
        if let based = ordered.first(where: { spellings[$0]!.contains(where: isBase) }) { return based }
        return ordered.max { spellings[$0]!.count < spellings[$1]!.count } ?? ""
    }

    /// The file in `listing` that holds table `name` with extension `ext`: the exact spelling, else
    /// the first (in code-point order) that differs only in case.
    static func file(_ name: String, _ ext: String, in listing: FolderFiles) -> String? {
        listing.file(named: "\(name).\(ext)")
    }
}
