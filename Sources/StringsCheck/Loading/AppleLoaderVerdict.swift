import Strings

/// Says, on the problem that decides it, what Apple's loader does with a damaged `.strings`
/// file: rejects it whole, or stops reading at that line. The checker reads on past every
/// problem (one run shows them all); the user must still learn what the app will load.
enum AppleLoaderVerdict {
    /// What a `.strings` file's parse is reported as: its errors (see ``errors(of:file:)``), then
    /// its warnings, except for a file Apple rejects whole. Of that file the user sees nothing, so
    /// its syntax errors are all there is to say: a duplicate key or an odd escape in it changes
    /// nothing on screen until the file loads, and is reported then.
    static func problems(of parsed: ParsedStringsFile, file: String) -> [LoadProblem] {
        if case let .stopsReading(at, kept) = parsed.appleLoader, kept == parsed.entries.count {
            return strayTextProblems(of: parsed, from: at)
        }
        let errors = errors(of: parsed, file: file).map(LoadProblem.error)
        if case .rejectsFile = parsed.appleLoader { return errors }
        return errors + changingWarnings(of: parsed).map(LoadProblem.warning)
    }

    /// The parse's warnings but for a key defined again with the very text it had (a merge that
    /// pasted a block twice): the loader keeps the last definition, which reads as the earlier one,
    /// so nothing on screen or in the build changes.
    static func changingWarnings(of parsed: ParsedStringsFile) -> [StringsWarning] {
        guard parsed.warnings.contains(where: { $0.kind == .duplicateKey }) else { return parsed.warnings }
        var values: [SourceLocation: String] = [:]
        for entry in parsed.entries { values[entry.location] = entry.value }
        return parsed.warnings.filter { warning in
            guard warning.kind == .duplicateKey, let related = warning.related else { return true }
            return values[warning.location] != values[related]
        }
    }

    /// A file whose loader stops after its last entry (stray text at the end): every entry loads, so
    /// what the loader stops at is a warning, and so is each error after it; errors before it stand.
    private static func strayTextProblems(of parsed: ParsedStringsFile, from stop: SourceLocation) -> [LoadProblem] {
        func isPastStop(_ location: SourceLocation) -> Bool {
            (location.line, location.column) >= (stop.line, stop.column)
        }
        let standing = parsed.errors.filter { !isPastStop($0.location) }.map(LoadProblem.error)
        var stray = parsed.errors.filter { isPastStop($0.location) }
            .map { StringsWarning(.suspicious, at: $0.location, $0.message, key: $0.key) }
        let consequence = "Apple's loader stops reading the file here, after its last entry, so nothing is lost: remove the stray text"
        if let first = stray.indices.first, stray[first].location == stop {
            stray[first].message += "; " + consequence
        } else {
            stray.insert(StringsWarning(.suspicious, at: stop, consequence), at: 0)
        }
        return standing + stray.map(LoadProblem.warning) + changingWarnings(of: parsed).map(LoadProblem.warning)
    }

    /// The parse's errors, the deciding one (the first Apple meets) saying what the loader does.
    static func errors(of parsed: ParsedStringsFile, file: String) -> [StringsError] {
        let total = parsed.entries.count
        let (location, consequence): (SourceLocation, String)
        switch parsed.appleLoader {
        case .loadsAll:
            return parsed.errors
        case let .rejectsFile(at):
            location = at
            consequence = "Apple's loader rejects this whole file over it" + (total == 0 ? "" : " (none of its \(count(total, "entry", "entries")) load)")
        case let .stopsReading(at, kept):
            location = at
            consequence = "Apple's loader stops reading the file here, keeping the \(count(kept, "entry", "entries")) before it and dropping the \(total - kept) after it"
        }
        var errors = parsed.errors
        if let index = errors.firstIndex(where: { $0.location.line == location.line && $0.location.column == location.column }) {
            errors[index].message += "; " + consequence
        } else {
            errors.insert(StringsError(.syntax, at: location, consequence), at: 0)
        }
        return errors
    }

    private static func count(_ number: Int, _ singular: String, _ plural: String) -> String {
        "\(number) \(number == 1 ? singular : plural)"
    }
}
