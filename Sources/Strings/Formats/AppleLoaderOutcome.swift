/// What Apple's loader does with a `.strings` file: CoreFoundation's old-style property-list
/// parser, which `Bundle`, `NSDictionary(contentsOf:)` and `PropertyListSerialization` use on
/// every platform (Foundation on Linux runs the same code), and which Xcode's build step checks.
///
/// It is not a translator's tool: it never reads past a problem. Where a key should start, a
/// character that cannot start one (a stray `}` or `;`, a merge marker `<<<<<<<`, a NUL, a curly
/// quote, an unterminated comment) ends the table there, silently: the entries before it load.
/// Any other problem (a missing `;`, an unescaped quote inside a value, a stray word, a key
/// without `=`, an unterminated value, bytes that are not UTF-8, anything inside `{ … }`) rejects
/// the whole file: not one of its entries loads.
public enum AppleLoaderOutcome: Sendable, Hashable {
    /// Every entry loads.
    case loadsAll
    /// Reading stops at `location`; the `keptEntries` entries before it load, none after.
    case stopsReading(at: SourceLocation, keptEntries: Int)
    /// The whole file is rejected at `location`; no entry loads.
    case rejectsFile(at: SourceLocation)

    /// How many of a file's entries (in file order) load.
    public func loadedCount(of entryCount: Int) -> Int {
        switch self {
        case .loadsAll: entryCount
        case let .stopsReading(_, kept): min(kept, entryCount)
        case .rejectsFile: 0
        }
    }
}
