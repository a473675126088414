import Strings

/// The Interface Builder documents (`.xib`, `.storyboard`) of the components' `.lproj` folders,
/// each read once: the tables they name as a rule editor's formatting strings (see
/// ``RuleEditorFormatting``), and the texts of those in `Base.lproj`, which the table loader takes
/// as their tables' bases rather than reading the files again.
///
/// The names must be known before any base is planned (a document may name a table of another
/// component), so every document is read up front; a `Base.lproj` one is parsed then too, and
/// handed over when its table loads, so it is held only until then.
struct InterfaceBuilderDocuments {
    /// What reading one `Base.lproj` document gave.
    enum Reading {
        /// The file could not be read.
        case unreadable(StringsError)
        /// The file was read, but is no Interface Builder document the parser accepts.
        case unparsable(StringsError)
        /// Its texts, the keys of those no user sees, and those its outlets show.
        case texts([StringsEntry], neverShown: Set<String>, outlets: OutletTexts)

        /// Parses `bytes` read from `path` (or keeps why they could not be read).
        init(_ bytes: Result<[UInt8], StringsError>, path: String) {
            switch bytes {
            case let .failure(error):
                self = .unreadable(error)
            case let .success(bytes):
                do throws(StringsError) {
                    let (entries, neverShown, outlets) = try InterfaceBuilderStrings.texts(bytes, file: path)
                    self = .texts(entries, neverShown: neverShown, outlets: outlets)
                } catch {
                    self = .unparsable(error)
                }
            }
        }
    }

    /// The tables the documents name as a rule editor's formatting strings, case folded.
    private(set) var ruleEditorTables: Set<String> = []
    /// Each `Base.lproj` document's path → what reading it gave, until its table takes it.
    private var readings: [String: Reading] = [:]

    /// No document read: a loader given this reads each document itself.
    init() {}

    /// Reads every Interface Builder document the listings show in `folders`.
    /// - Parameters:
    ///   - folders: The `.lproj` folders to look in (any language's: the document naming a table
    ///     may sit in another folder than the table).
    ///   - listings: Each folder's path → its files.
    ///   - loader: Reads each file, within its size limit.
    init(folders: some Sequence<LocalizationFolder>, listings: [String: FolderFiles], loader: TableLoader) {
        for folder in folders {
            for file in listings[folder.path] ?? [] where file.hasSuffix(".xib") || file.hasSuffix(".storyboard") {
                let path = Path.join(folder.path, file)
                let bytes = Result { () throws(StringsError) in try loader.read(path) }
                if case let .success(bytes) = bytes {
                    ruleEditorTables.formUnion(RuleEditorFormatting.tableNames(in: String(decoding: bytes, as: UTF8.self)))
                }
                if folder.isBase { readings[path] = Reading(bytes, path: path) }
            }
        }
    }

    /// What reading the `Base.lproj` document at `path` gave, handed over once (nil when it was not read here).
    mutating func take(_ path: String) -> Reading? {
        readings.removeValue(forKey: path)
    }
}
