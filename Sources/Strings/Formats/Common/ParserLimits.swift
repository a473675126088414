/// Bounds a parser enforces before it trusts its input, so a hostile or corrupt file is refused
/// quickly instead of exhausting memory or the stack.
///
/// ```swift
/// var limits = ParserLimits.default
/// limits.maximumBytes = 256 << 20   // accept a 256 MiB catalogue
/// let file = try StringsFileParser.parse(bytes, limits: limits)
/// ```
public struct ParserLimits: Sendable, Hashable {
    /// The largest input, in bytes, that a parser accepts (32 MiB by default).
    public var maximumBytes: Int
    /// The deepest nesting of arrays and dictionaries a property list may have (256 by default).
    public var maximumDepth: Int

    /// Creates limits; the defaults suit any real strings file or property list.
    /// - Parameters:
    ///   - maximumBytes: The largest input accepted, in bytes.
    ///   - maximumDepth: The deepest nesting of containers accepted.
    public init(maximumBytes: Int = 32 << 20, maximumDepth: Int = 256) {
        self.maximumBytes = maximumBytes
        self.maximumDepth = maximumDepth
    }

    /// 32 MiB and 256 levels.
    public static let `default` = ParserLimits()

    /// Refuses `count` bytes when over ``maximumBytes``.
    public func checkSize(_ count: Int, file: String?) throws(StringsError) {
        guard count <= maximumBytes else {
            throw StringsError(.limit, at: SourceLocation(file: file, line: 1, column: 1),
                               "file is \(count) bytes, more than the limit of \(maximumBytes) bytes")
        }
    }
}
