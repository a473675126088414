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
    /// How many times its own size an input may decode to (16 by default): text, data, and a few
    /// bytes per value. Shared objects count on every reference. Never more than ``maximumBytes``.
    public var decodedSizeMultiple: Int
    /// The decoded-size budget of a small input, whatever its size (1 MiB by default; still capped
    /// by ``maximumBytes``).
    public var minimumDecodedBudget: Int

    /// Creates limits; the defaults suit any real strings file or property list.
    /// - Parameters:
    ///   - maximumBytes: The largest input accepted, in bytes, and the largest decoded size.
    ///   - maximumDepth: The deepest nesting of containers accepted.
    ///   - decodedSizeMultiple: How many times its size an input may decode to.
    ///   - minimumDecodedBudget: The decoded-size budget of any input, however small.
    public init(maximumBytes: Int = 32 << 20, maximumDepth: Int = 256, decodedSizeMultiple: Int = 16, minimumDecodedBudget: Int = 1 << 20) {
        self.maximumBytes = maximumBytes
        self.maximumDepth = maximumDepth
        self.decodedSizeMultiple = decodedSizeMultiple
        self.minimumDecodedBudget = minimumDecodedBudget
    }

    /// 32 MiB, 256 levels, 16 times the input's size decoded.
    public static let `default` = ParserLimits()

    /// The most bytes an input of `inputBytes` bytes may decode to: ``decodedSizeMultiple`` times
    /// its size, at least ``minimumDecodedBudget``, never above ``maximumBytes``.
    /// - Parameter inputBytes: The size of the input.
    /// - Returns: The decoded-size budget, in bytes.
    public func decodedBudget(forInputOf inputBytes: Int) -> Int {
        let scaled = inputBytes.multipliedReportingOverflow(by: max(1, decodedSizeMultiple))
        return min(max(scaled.overflow ? Int.max : scaled.partialValue, minimumDecodedBudget), maximumBytes)
    }

    /// Refuses `count` bytes when over ``maximumBytes``.
    public func checkSize(_ count: Int, file: String?) throws(StringsError) {
        guard count <= maximumBytes else {
            throw StringsError(.limit, at: SourceLocation(file: file, line: 1, column: 1),
                               "file is \(count) bytes, more than the limit of \(maximumBytes) bytes")
        }
    }
}
