import Foundation
import IVersionLocalizations
import IVersionSupport
import LocaleServices
import Strings

/// Turns decisions into localised ``AlertModel``s: chooses the language once, then words every
/// alert through the lookup chain — configuration label → the app's tables → the library's
/// translations → English — with numbers, dates and sizes formatted for the user's locale and every
/// value from outside a sentence (the app's name, a version, a date, a URL) isolated in right-to-left
/// text, so the sentence keeps its direction whatever the value starts with.
///
/// Build one per configuration and locale, and reuse it: the language choice, the tables and
/// the ICU formatters are all kept warm.
@_spi(Engine) public struct AlertComposer: Sendable {
    /// The configuration whose labels, grouping, priority and app name the alerts use.
    public let configuration: Configuration
    /// The strings lookup in use (its `match` says which language was chosen).
    public let lookup: StringsLookup
    /// Formats numbers and dates for the user's locale.
    public let formatter: LocaleFormatter

    /// - Parameters:
    ///   - configuration: the app's configuration (labels, grouping, priority, app name).
    ///   - preferences: the user's languages, most preferred first.
    ///   - appStrings: the app's own tables (e.g. its `Localizable` strings), which override the library's.
    ///   - library: the library's translations; defaults to those shipped with the package.
    ///   - timeZone: the time zone release dates are shown in.
    public init(
        configuration: Configuration, preferences: [LanguageTag], appStrings: StringsLookup.Source? = nil,
        library: StringsBundle? = nil, timeZone: String = SystemTimeZone.identifier
    ) {
        self.configuration = configuration
        let libraryBundle = library ?? LibraryLocalizations.bundle
        self.lookup = StringsLookup(
            app: appStrings, library: .init(bundle: libraryBundle, tables: ["iVersion"]),
            defaults: StringKey.builtInDefaults, preferences: preferences,
            useAllAvailableLanguages: configuration.useAllAvailableLanguages)
        self.formatter = LocaleFormatter(locale: lookup.match?.formattingLocale ?? lookup.language, timeZone: timeZone)
    }

    /// The "new in this version" alert: iVersion's title, the notes, and OK.
    public func localAlert(_ notes: LocalNotes) -> AlertModel {
        let sections = self.sections(notes.releases)
        return AlertModel(
            kind: .newInThisVersion, title: label(.inThisVersionTitle, override: configuration.labels.inThisVersionTitle),
            message: message(sections), sections: sections,
            buttons: [.init(role: .ok, label: label(.okButton, override: configuration.labels.okButton), isPreferred: true)],
            locale: lookup.language, direction: formatter.direction, version: notes.version)
    }

    /// The update alert: the translated title with the version in it when notes are not grouped
    /// (iVersion's title plus ` (1.2)` when the app overrides that title), the notes,
    /// and Download / Ignore / Remind Me Later as the priority and the labels allow (an empty label hides
    /// its button); a mandatory update has its own title and message and offers Download only; an
    /// informational update offers Learn More instead of Download and shows no download size.
    ///
    /// Download (or Learn More) is offered only when the update has a URL to open
    /// (``UpdateDetails/updateURL``: the configured `updateURL`, the feed's link, or the App Store page of a
    /// known app ID). Without one, a mandatory update offers no button at all: the alert still says the
    /// running version is no longer supported, and the app tells the user how to update some other way.
    public func updateAlert(_ update: UpdateDetails) -> AlertModel {
        let sections = self.sections(update.releases)
        let version = formatter.isolating(update.latestVersion.text)
        let title: String
        var message = self.message(sections)
        if update.isMandatory {
            title = format(.updateRequiredTitle, [.string(applicationName)])
            let required = format(.updateRequiredMessage, [.string(applicationName), .string(version)])
            message = message.isEmpty ? required : required + "\n\n" + message
        } else {
            title = configuration.groupNotesByVersion
                ? label(.updateAvailableTitle, override: configuration.labels.updateAvailableTitle)
                : updateTitle(version: SafeText.line(version))
        }

        // An informational update has nothing to download: its primary action opens the release's page.
        // Without a URL there is nothing to open, and no button that would do nothing is offered.
        var buttons: [AlertModel.Button] = []
        var linkText: String?
        if let url = update.updateURL {
            let primary = update.isInformational && !update.isMandatory
                ? label(.learnMoreButton, override: nil) : label(.downloadButton, override: configuration.labels.downloadButton)
            buttons.append(AlertModel.Button(role: .download, label: primary, isPreferred: true))
            // The punctuation after the label is the language's (French puts a no-break space before the colon).
            if !primary.isEmpty {
                linkText = format(.linkFormat, [.string(primary), .string(formatter.isolating(SafeText.line(url.absoluteString)))])
            }
        }
        // iVersion's order (Download, Ignore, Remind Me Later); an empty label hides its button, as in iVersion.
        if !update.isMandatory {
            let ignore = label(.ignoreButton, override: configuration.labels.ignoreButton.override)
            if configuration.updatePriority.allowsIgnore && !ignore.isEmpty {
                buttons.append(.init(role: .ignore, label: ignore, isPreferred: false))
            }
            let remind = label(.remindButton, override: configuration.labels.remindButton.override)
            if configuration.updatePriority.allowsRemind && !remind.isEmpty {
                buttons.append(.init(role: .remind, label: remind, isPreferred: false))
            }
        }
        return AlertModel(
            kind: update.isMandatory ? .updateRequired : update.isInformational ? .informationalUpdate : .updateAvailable,
            title: title, message: message,
            sections: sections, buttons: buttons, locale: lookup.language, direction: formatter.direction,
            version: update.latestVersion, updateURL: update.updateURL,
            releaseDateText: update.releaseDate.flatMap { date in (try? formatter.date(date)).map { format(.releasedOnFormat, [.string(isolatingValue($0))]) } },
            downloadSizeText: update.isInformational ? nil : update.fileSizeBytes.flatMap { size in (try? formatter.byteCount(size)).map { format(.downloadSizeFormat, [.string($0)]) } },
            missedUpdatesText: update.releases.count > 1 ? missedUpdates(update.releases.count) : nil,
            releaseNotesURL: update.releaseNotesURL(for: lookup.language), linkText: linkText)
    }

    // MARK: Values inside sentences

    /// The app's name as a sentence takes it: one line, isolated in right-to-left text.
    var applicationName: String { isolatingValue(SafeText.line(configuration.applicationName)) }

    /// A value from outside placed in a sentence (the app's name, a date): in right-to-left text it is
    /// enclosed in FIRST STRONG ISOLATE (U+2068) and POP DIRECTIONAL ISOLATE (U+2069), so a Latin name at
    /// the start does not turn the sentence left to right for a reader that takes the direction from its
    /// first strong character, and its own direction does not leak into the words around it. Versions and
    /// URLs, always left to right, take `LocaleFormatter.isolating(_:)` (LEFT-TO-RIGHT ISOLATE) instead.
    func isolatingValue(_ value: String) -> String {
        formatter.direction == .rightToLeft ? "\u{2068}\(value)\u{2069}" : value
    }

    // MARK: Wording

    private func sections(_ releases: [VersionNotes]) -> [AlertModel.Section] {
        let labelFormat = label(.versionLabelFormat, override: configuration.labels.versionLabelFormat)
        return releases.map { release in
            AlertModel.Section(
                label: SafeText.line(SafeFormatter.format(labelFormat, [.string(formatter.isolating(release.version.text))]).string),
                version: release.version, lines: release.lines(for: lookup.language).flatMap { SafeText.lines($0) },
                markdown: release.markdown.map { SafeText.lines($0).concatenated(separator: "\n") })
        }
    }

    /// iVersion's message: each version's notes followed by a newline — headed by its label and a
    /// blank line, and followed by another newline, when grouped — with newlines trimmed at the ends.
    private func message(_ sections: [AlertModel.Section]) -> String {
        var text = ""
        for section in sections {
            if configuration.groupNotesByVersion { text += section.label + "\n\n" }
            text += section.lines.concatenated(separator: "\n") + "\n"
            if configuration.groupNotesByVersion { text += "\n" }
        }
        // The only line breaks are the `\n`s added here (safe text has none, and a `\n` is always a
        // character of its own), so they are trimmed as bytes, without breaking the text into characters.
        let utf8 = text.utf8
        var start = utf8.startIndex, end = utf8.endIndex
        while start < end, utf8[start] == UInt8(ascii: "\n") { start = utf8.index(after: start) }
        while end > start, utf8[utf8.index(before: end)] == UInt8(ascii: "\n") { end = utf8.index(before: end) }
        return String(decoding: utf8[start..<end], as: UTF8.self)
    }

    /// The ungrouped update title. A translation places the version itself (`（1.2）` in Chinese and
    /// Japanese), but an app that overrides iVersion's plain title — in its configuration or its
    /// own tables — keeps iVersion's behaviour: its title plus ` (1.2)`.
    func updateTitle(version: String) -> String {
        if let custom = configuration.labels.updateAvailableTitle { return custom + " (\(version))" }
        if ungroupedTitleKey == .updateAvailableTitle {
            return label(.updateAvailableTitle, override: nil) + " (\(version))"
        }
        return format(.updateAvailableTitleFormat, [.string(version)])
    }

    /// The key an ungrouped update title is worded from, for tools that show where text comes
    /// from: ``StringKey/updateAvailableTitleFormat``, or iVersion's plain
    /// ``StringKey/updateAvailableTitle`` (followed by ` (1.2)`) when the app's own tables
    /// override that one and not the format.
    public var ungroupedTitleKey: StringKey {
        let format = lookup.string(StringKey.updateAvailableTitleFormat.rawValue)
        let plain = lookup.string(StringKey.updateAvailableTitle.rawValue)
        return format?.origin.provider != .app && plain?.origin.provider == .app ? .updateAvailableTitle : .updateAvailableTitleFormat
    }

    /// The heading format of grouped notes (`Version %@`) in the alert's language: the configuration's,
    /// the app's tables', the library's or English, as an alert's section labels use it.
    public var versionLabelFormat: String {
        text(.versionLabelFormat, override: configuration.labels.versionLabelFormat)
    }

    /// A label, from the configuration, the app's tables or the library's, made safe as one line.
    private func label(_ key: StringKey, override: String?) -> String {
        SafeText.line(text(key, override: override))
    }

    func text(_ key: StringKey, override: String?) -> String {
        override ?? lookup.string(key.rawValue)?.value ?? key.builtInEnglish
    }

    /// A formatted text; its arguments (the app's name, a version) may come from outside, so the
    /// result is made safe too, keeping the line breaks a translation has.
    func format(_ key: StringKey, _ arguments: [FormatArgument]) -> String {
        SafeText.lines(SafeFormatter.format(text(key, override: nil), arguments, locale: formatter).string).concatenated(separator: "\n")
    }

    /// "You missed 3 updates" for any count, in the alert's language and plural rules (an update
    /// alert carries it as ``AlertModel/missedUpdatesText`` when more than one release is missed).
    public func missedUpdatesText(count: Int) -> String {
        missedUpdates(count)
    }

    private func missedUpdates(_ count: Int) -> String {
        if let plural = lookup.plural(StringKey.missedUpdates.rawValue),
           let rules = try? PluralRules.rules(for: plural.language) {
            return plural.entry.format([.integer(Int64(count))], rules: rules, locale: formatter).string
        }
        return format(.missedUpdates, [.integer(Int64(count))])
    }
}
