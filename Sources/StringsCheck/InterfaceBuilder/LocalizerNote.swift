import IVersionSupport

/// A developer's note to translators that says a text is not to be translated: Interface
/// Builder's "Localizer Hint" (which ibtool writes into each of the object's comments as
/// `Note = "Placeholder - do not translate";`) or a String Catalog key's comment.
///
/// Such a text is a placeholder the code replaces, or a name; Xcode still extracts it (ibtool
/// lists every text, whatever the note), but no translator is asked for it, so a language that
/// leaves it out is neither `missing-key` nor `untranslated`.
///
/// BartyCrouch, the tool many projects run to keep their tables in step with their storyboards,
/// has its own marker for the same thing: a text or comment holding `#bc-ignore!` (or
/// `#bartycrouch-ignore!`, `#i!`) is never written into any language's table. Projects put it
/// in the Localizer Hint or as the placeholder text itself, which the code then replaces.
enum LocalizerNote {
    /// Whether the note of a `.strings` or catalog `comment` asks that the text stay untranslated.
    /// In ibtool's comment only the `Note = "…"` part is the developer's: the rest quotes the
    /// interface's own text, which may say anything, except that BartyCrouch's marker counts
    /// anywhere (it looks in the text and in the comment alike).
    static func forbidsTranslation(comment: String?) -> Bool {
        guard let comment else { return false }
        let note = comment.firstRange(ofText: "Note = \"").map { comment[$0.upperBound...] } ?? comment[...]
        let folded = note.lowercased().replacing("\u{2019}", with: "'")
        return phrases.contains { folded.containsText($0) } || hasIgnoreMarker(comment)
    }

    /// Whether a comment, which quotes the interface's text, holds one of BartyCrouch's ignore markers.
    private static func hasIgnoreMarker(_ comment: String) -> Bool {
        ignoreMarkers.contains { comment.containsText($0) }
    }

    /// How developers write "leave this alone" (GoMap: "Placeholder - Do not translate").
    private static let phrases = [
        "do not translate", "don't translate", "dont translate", "not to be translated",
        "do not localize", "don't localize", "do not localise", "don't localise", "not to be localized",
    ]

    /// BartyCrouch's default `ignoreKeys`, matched as written (it matches case-sensitively).
    private static let ignoreMarkers = ["#bc-ignore!", "#bartycrouch-ignore!", "#i!"]
}
