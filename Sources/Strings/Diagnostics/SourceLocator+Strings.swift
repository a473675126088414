import IVersionSupport

/// The support target's locator in this module's terms: a ``SourceLocation`` naming the file, and the
/// mixed-line-endings warning the `.strings` parser reports.
extension SourceLocator {
    /// The location of the byte at `offset`, with the locator's file.
    mutating func location(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> SourceLocation {
        SourceLocation(file: file, position: position(of: offset, in: bytes))
    }

    /// The warning for mixed line endings, if the scanned text had them.
    var mixedLineEndingsWarning: StringsWarning? {
        guard let first = firstEnding, let mixed = mixedEnding else { return nil }
        return StringsWarning(.mixedLineEndings, at: SourceLocation(file: file, position: mixed.position),
                              "mixed line endings: \(mixed.ending.rawValue) here, \(first.rawValue) earlier in the file")
    }
}

extension SourceLocation {
    /// A location from the support target's position.
    package init(file: String?, position: SourcePosition) {
        self.init(file: file, line: position.line, column: position.column)
    }
}

extension StringsError {
    /// The XML reader's error in this module's terms, with its file, line and column.
    /// - Parameters:
    ///   - error: What the reader found.
    ///   - file: The file read.
    ///   - syntax: The kind a grammar error becomes (`.syntax` for Interface Builder, `.propertyList`).
    package init(_ error: XMLError, file: String?, syntax: Kind) {
        let kind: Kind = switch error.kind {
        case .syntax: syntax
        case .encoding: .encoding
        case .limit: .limit
        }
        self.init(kind, at: SourceLocation(file: file, position: error.position), error.message)
    }
}
