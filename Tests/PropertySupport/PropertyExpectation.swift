import Testing

extension Property {
    /// Records the property's failure, if any, as a test issue at the caller's line, with the
    /// shrunk counterexample and the seed to replay it.
    public static func expectHolds(_ failure: PropertyFailure?, sourceLocation: SourceLocation = #_sourceLocation) {
        if let failure { Issue.record(Comment(rawValue: failure.description), sourceLocation: sourceLocation) }
    }
}
