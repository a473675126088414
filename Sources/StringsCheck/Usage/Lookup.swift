/// A call that looks a key up, and where its default text goes.
struct Lookup {
    /// Where the key argument starts.
    var keyStart: Int
    /// Labels of the default text (`value:` of `NSLocalizedString` and `Bundle`, `defaultValue:`).
    var defaultLabels: Set<String> = []
    /// The default text's argument by commas after the key (`NSLocalizedStringWithDefaultValue`'s 3rd).
    var defaultPosition: Int?

    /// The lookup whose name ends at `end`, if this is one: `NSLocalizedString…(`,
    /// `String(localized:`, `LocalizedStringResource(`, `localizedString(forKey:`,
    /// `localizedStringForKey:`, SwiftUI's `Text(` (no default text), and `.init("…", defaultValue:`
    /// or `.init(localized: "…", defaultValue:` (a `LocalizedStringResource`, a `String.LocalizationValue`
    /// or a `String` where the type says so).
    init?(name: String, bytes: [UInt8], after end: Int) {
        func follows(_ text: String) -> Int? {
            let marker = Array(text.utf8)
            guard end + marker.count <= bytes.count, bytes[end..<end + marker.count].elementsEqual(marker) else {
                return nil
            }
            return end + marker.count
        }
        switch name {
        case "NSLocalizedStringWithDefaultValue":
            guard let start = follows("(") else { return nil }
            (keyStart, defaultPosition) = (start, 3)
        case _ where name.hasPrefix("NSLocalizedString"), "LocalizedStringResource", "Text":
            guard let start = follows("(") else { return nil }
            (keyStart, defaultLabels) = (start, name == "Text" ? [] : ["value", "defaultValue"])
        case ".init":
            // `.init(localized: "key", defaultValue: …)`: `String(localized:)` where the type says so.
            guard let start = follows("(localized:") ?? follows("(") else { return nil }
            (keyStart, defaultLabels) = (start, ["defaultValue"])
        case "String":
            guard let start = follows("(localized:") else { return nil }
            (keyStart, defaultLabels) = (start, ["defaultValue"])
        case "localizedString":
            guard let start = follows("(forKey:") else { return nil }
            (keyStart, defaultLabels) = (start, ["value"])
        case "localizedStringForKey":
            guard let start = follows(":") else { return nil }
            (keyStart, defaultLabels) = (start, ["value"])
        default:
            return nil
        }
    }
}
