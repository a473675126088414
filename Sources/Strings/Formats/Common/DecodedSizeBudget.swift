/// Bounds the bytes a parser materialises from one input: text and data bytes, plus a fixed charge
/// for every value and dictionary entry.
///
/// A format that shares objects (a binary plist references one string a million times) decodes a
/// shared object once but charges its whole size on every reference, so a 1 MB file cannot expand
/// into gigabytes of release notes downstream. The budget is ``ParserLimits/decodedSizeMultiple``
/// times the input's size (at least ``ParserLimits/minimumDecodedBudget``), never above
/// ``ParserLimits/maximumBytes``.
struct DecodedSizeBudget {
    /// What one value or dictionary entry costs on top of its text: about a reference's worth.
    static let valueCost = 8

    /// The most bytes this input may decode to.
    let limit: Int
    /// What has been charged so far.
    private(set) var used = 0

    /// The budget for an input of `inputBytes` bytes.
    init(inputBytes: Int, limits: ParserLimits) {
        limit = limits.decodedBudget(forInputOf: inputBytes)
    }

    /// Charges `bytes` (text bytes plus ``valueCost``); false once the total passes ``limit``, and
    /// the caller throws ``exceeded(at:)`` with the value's position.
    mutating func charge(_ bytes: Int) -> Bool {
        used = used.addingReportingOverflow(bytes).overflow ? Int.max : used + bytes
        return used <= limit
    }

    /// The ``StringsError/Kind/tooLarge`` error for a value at `location` that went over budget.
    func exceeded(at location: SourceLocation) -> StringsError {
        StringsError(.tooLarge, at: location,
                     "the input decodes to more than \(limit) bytes (its decoded-size budget); refused as too large")
    }
}
