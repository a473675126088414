extension String {
    /// The text with each Unicode scalar replaced by what `replacement` gives for it (nil keeps the
    /// scalar as it is): the one loop behind every escaper in the package (``SafeText``, XML, `.strings`
    /// comments, workflow commands), each of which only says what it replaces.
    ///
    /// ```swift
    /// "a<b".escapingScalars { $0 == "<" ? "&lt;" : nil }   // "a&lt;b"
    /// ```
    /// - Parameter replacement: The text to write for a scalar, "" to drop it, nil to keep it.
    /// - Returns: The escaped text.
    package func escapingScalars(_ replacement: (Unicode.Scalar) -> String?) -> String {
        var output = ""
        output.reserveCapacity(utf8.count)
        for scalar in unicodeScalars {
            if let text = replacement(scalar) { output += text } else { output.unicodeScalars.append(scalar) }
        }
        return output
    }
}
