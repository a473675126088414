import Strings

/// `shadowed-base`: a `Base.lproj` strings table no language reads, because the development
/// language and every other language have their own copy (Apple's loader reads a language's own
/// `.lproj` first, `Base.lproj` only for a language without one). One warning per table, saying how
/// it differs from the copy the development language reads; the other languages are compared
/// with that copy, never with this one.
struct ShadowedBaseRule: RuleCheck {
    let rule = Rule.shadowedBase

    func check(_ context: CheckContext) -> [Diagnostic] {
        context.shadowedBases.map { shadowed in
            Diagnostic(
                rule: rule, at: shadowed.location,
                "no language reads the Base.lproj copy of table \"\(shadowed.table)\" in \(shadowed.component): "
                    + Self.owners(shadowed) + "; "
                    + Self.difference(shadowed),
                related: SourceLocation(file: shadowed.readFile, line: 1, column: 1))
        }
    }

    /// `en (the development language) and the 3 other languages have their own`.
    private static func owners(_ shadowed: ShadowedBase) -> String {
        let others = shadowed.languages - 1
        return others == 0 ? "\(shadowed.readLanguage) (the development language, the only one) has its own"
            : "\(shadowed.readLanguage) (the development language) and the \(count(others, "other language")) have their own"
    }

    /// `it differs from en's: 3 keys only here, 40 of its keys missing here, 2 texts different; …`.
    private static func difference(_ shadowed: ShadowedBase) -> String {
        var parts: [String] = []
        if shadowed.onlyHere > 0 { parts.append("\(count(shadowed.onlyHere, "key")) only here") }
        if shadowed.missingHere > 0 { parts.append("\(shadowed.missingHere) of its keys missing here") }
        if shadowed.differing > 0 { parts.append("\(count(shadowed.differing, "text")) different") }
        guard !parts.isEmpty else {
            return "it is the same as \(shadowed.readLanguage)'s, so an edit made there shows nowhere; remove it"
        }
        return "it differs from \(shadowed.readLanguage)'s: " + parts.joined(separator: ", ")
            + "; remove it, or move what it should say into \(shadowed.readFile)"
    }

    /// `1 key`, `3 keys`.
    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
