import Strings

/// One finding of a check: which rule, how bad, where, and what to do about it.
///
/// ``description`` is a compiler-style line (`path:line:col: error: message [rule]`) that editors
/// and CI problem matchers read; the JSON form carries the same fields by name.
public struct Diagnostic: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The rule that found it.
    public var rule: Rule
    /// How bad it is: the rule's default or the configured one.
    public var severity: Severity
    /// The file the finding is about, as found below the checked path.
    public var file: String
    /// 1-based line (1 when the position is the file as a whole).
    public var line: Int
    /// 1-based column, in characters.
    public var column: Int
    /// A sentence without a trailing period that names the key, the language and the fix.
    public var message: String
    /// The localisation the finding is about (`fr`, `Base`), when it is about one.
    public var language: String?
    /// The key the finding is about, when it is about one.
    public var key: String?
    /// A second position that explains the first: the earlier definition of a duplicate key,
    /// the base's entry for a missing key or a mismatched format.
    public var related: SourceLocation?

    /// A finding of `rule` at `location`.
    /// - Parameters:
    ///   - rule: The rule that found it.
    ///   - severity: Its severity; the rule's default when nil.
    ///   - location: Where it is (file, line, column).
    ///   - message: What is wrong and how to fix it.
    ///   - language: The localisation it is about.
    ///   - key: The key it is about.
    ///   - related: A second position that explains the first.
    public init(
        rule: Rule, severity: Severity? = nil, at location: SourceLocation, _ message: String,
        language: String? = nil, key: String? = nil, related: SourceLocation? = nil
    ) {
        self.rule = rule
        self.severity = severity ?? rule.defaultSeverity
        self.file = location.file ?? "<input>"
        self.line = location.line
        self.column = location.column
        self.message = Self.capped(message, to: Self.maximumMessageLength)
        self.language = language
        self.key = key.map { Self.capped($0, to: Self.maximumKeyLength) }
        self.related = related
    }

    /// The most characters a finding's message holds. Messages quote keys and values from the
    /// files; an 8 MB value quoted whole made one finding an 87 MB line, and a long key quoted
    /// once per language multiplied the input by the number of languages.
    public static let maximumMessageLength = 2_000
    /// The most characters of a key a finding carries in ``key``.
    public static let maximumKeyLength = 1_000

    /// `text` when it has at most `limit` characters (Unicode scalars); else its first `limit`
    /// and a note of how long it was, so a reader sees the cut.
    static func capped(_ text: String, to limit: Int) -> String {
        // Most texts are short: their UTF-8 length (at least the scalar count) settles it at once.
        guard text.utf8.count > limit else { return text }
        let scalars = text.unicodeScalars
        guard let end = scalars.index(scalars.startIndex, offsetBy: limit, limitedBy: scalars.endIndex),
              end != scalars.endIndex else { return text }
        return String(scalars[..<end]) + "… (cut: \(scalars.count) characters in all)"
    }

    /// Where the finding is.
    public var location: SourceLocation { SourceLocation(file: file, line: line, column: column) }

    /// `path:line:col: error: message [rule]`.
    public var description: String { "\(file):\(line):\(column): \(severity.rawValue): \(message) [\(rule.rawValue)]" }

    /// The lines to print: the diagnostic, then a `note:` line at the related position, if any.
    public var lines: [String] {
        guard let related else { return [description] }
        let note = related.file == nil ? "\(file):\(related.line):\(related.column)" : related.description
        return [description, "\(note): note: \(relatedNote)"]
    }

    /// What the related position is, as the `note:` line and SARIF's related location say it.
    public var relatedNote: String {
        switch rule {
        case .duplicateKey: "the earlier definition is here"
        default: "the base's definition is here"
        }
    }

    /// The order of a report: by file, line, column, then rule and message, then every other field,
    /// so two findings never tie and the order never depends on the order they were found in.
    static func precedes(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
        withUnsafePointer(to: lhs) { lhs in withUnsafePointer(to: rhs) { rhs in precedes(lhs, rhs) } }
    }

    /// ``precedes(_:_:)`` of findings read in place, each field where it lies: a sort of many
    /// findings compares each about twenty times, and copying a finding retains its five strings.
    static func precedes(_ lhs: UnsafePointer<Diagnostic>, _ rhs: UnsafePointer<Diagnostic>) -> Bool {
        if lhs.pointee.file != rhs.pointee.file { return lhs.pointee.file < rhs.pointee.file }
        if lhs.pointee.line != rhs.pointee.line { return lhs.pointee.line < rhs.pointee.line }
        if lhs.pointee.column != rhs.pointee.column { return lhs.pointee.column < rhs.pointee.column }
        if lhs.pointee.rule != rhs.pointee.rule { return lhs.pointee.rule < rhs.pointee.rule }
        if lhs.pointee.message != rhs.pointee.message { return lhs.pointee.message < rhs.pointee.message }
        if lhs.pointee.severity != rhs.pointee.severity { return lhs.pointee.severity < rhs.pointee.severity }
        if lhs.pointee.language != rhs.pointee.language { return (lhs.pointee.language ?? "") < (rhs.pointee.language ?? "") }
        if lhs.pointee.key != rhs.pointee.key { return (lhs.pointee.key ?? "") < (rhs.pointee.key ?? "") }
        let left = lhs.pointee.related.map { ($0.file ?? "", $0.line, $0.column) } ?? ("", 0, 0)
        let right = rhs.pointee.related.map { ($0.file ?? "", $0.line, $0.column) } ?? ("", 0, 0)
        return left < right
    }
}
