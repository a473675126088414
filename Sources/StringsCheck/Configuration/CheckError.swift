/// A check that could not run: the input or the arguments are wrong, not the translations.
/// The CLI exits with 2 for these.
public enum CheckError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A path given to check does not exist.
    case pathNotFound(String)
    /// No `.lproj` folder or `.xcstrings` file below the paths.
    case nothingFound(paths: [String])
    /// `--base` names a language that no `.lproj` folder or String Catalog below the paths has.
    case baseNotFound(base: String, path: String, languages: [String])
    /// The sources directory does not exist.
    case sourcesNotFound(String)

    /// The problem in words, as the command prints it after `error:`.
    public var description: String {
        switch self {
        case let .pathNotFound(path):
            "error: \(path): no such file or directory"
        case let .nothingFound(paths):
            "error: no <lang>.lproj folder or .xcstrings file below \(paths.joined(separator: ", "))"
        case let .baseNotFound(base, path, languages):
            "error: \(path): the base language \"\(base)\" is not among \(languages.joined(separator: ", ")); pass --base with one of them"
        case let .sourcesNotFound(path):
            "error: --sources \(path): no such directory"
        }
    }
}
