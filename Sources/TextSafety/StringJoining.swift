extension Array where Element == String {
    /// The strings one after another, `separator` between each two: `joined(separator:)`, compiled here.
    ///
    /// The standard library's `joined(separator:)` is not specialised for `[String]`; its generic code
    /// asks the runtime whether `[String]` is a `Collection`, which the first time in a fresh process is
    /// a scan of every protocol conformance the process has. The first alert joins lines on its way,
    /// so it uses this.
    @inlinable
    package func concatenated(separator: String) -> String {
        var text = ""
        for index in indices {
            if index > 0 { text += separator }
            text += self[index]
        }
        return text
    }
}
