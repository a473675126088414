import Strings

/// A `Base.lproj` strings table that no language reads (``TableLookup/shadowedBase``): the
/// development language and every other language have their own copy. It is compared with
/// nothing; its one finding says how it differs from the table the development language reads.
struct ShadowedBase: Sendable {
    let component: String
    let table: String
    /// The `Base.lproj` file, where the finding is.
    let location: SourceLocation
    /// The language whose copy the development-language user reads (`en`), and its file.
    let readLanguage: String
    let readFile: String
    /// How many languages have their own copy, the development language's included.
    let languages: Int
    /// Keys only the `Base.lproj` copy defines; the read table's keys it lacks; keys both define
    /// with different text.
    let onlyHere: Int, missingHere: Int, differing: Int

    /// - Parameters:
    ///   - shadowed: The `Base.lproj` copy, read.
    ///   - folder: Its folder, for a file of the table when it has no `.strings` file.
    ///   - read: The table the development-language user reads.
    ///   - languages: How many languages have their own copy.
    init(component: String, shadowed: LocalizedTable, folder: String, read: LocalizedTable, languages: Int) {
        self.component = component
        table = shadowed.name
        location = SourceLocation(file: shadowed.stringsFile ?? shadowed.stringsdictFile ?? folder, line: 1, column: 1)
        readLanguage = read.language
        readFile = read.file(forPlural: read.stringsFile == nil, lproj: nil)
        self.languages = languages
        let pair = TablePair(language: "Base", baseLanguage: read.language, name: read.name, base: read, translation: shadowed,
                             folder: folder, catalog: nil, isVariantOfBase: true)
        onlyHere = pair.extra.count
        missingHere = pair.missing.count
        differing = pair.common.count { $0.base.text != $0.translation.text || $0.base.isPlural != $0.translation.isPlural }
    }
}
