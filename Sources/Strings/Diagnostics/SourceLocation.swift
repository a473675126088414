/// A position in a source file, 1-based, as editors and compilers count: line, and column in
/// characters (Unicode scalars) from the start of the line.
public struct SourceLocation: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The file's path as given to the parser, or nil for in-memory input.
    public var file: String?
    public var line: Int
    public var column: Int

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
