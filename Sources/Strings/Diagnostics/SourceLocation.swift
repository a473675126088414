/// A position in a source file, 1-based, as editors and compilers count: line, and column in
/// characters (Unicode scalars) from the start of the line.
public struct SourceLocation: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The file's path as given to the parser, or nil for in-memory input.
    public var file: String?
    /// The line, from 1.
    public var line: Int
    /// The column in Unicode scalars, from 1.
    public var column: Int

    /// A location; `file` is nil for text that did not come from a file.
    public init(file: String? = nil, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `path:line:column` (or `line:column` without a file).
    public var description: String {
        file.map { "\($0):\(line):\(column)" } ?? "\(line):\(column)"
    }
}
