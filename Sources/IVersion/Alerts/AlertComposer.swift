import Foundation
import IVersionLocalizations
import LocaleServices
import Strings

/// Turns decisions into localised ``AlertModel``s: chooses the language once, then words every
/// alert through the lookup chain — configuration label → the app's tables → the library's
/// translations → English — with numbers, dates and sizes formatted for the user's locale and
/// version numbers isolated in right-to-left text.
///
/// Build one per configuration and locale, and reuse it: the language choice, the tables and
/// the ICU formatters are all kept warm.
public struct AlertComposer: Sendable {
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
        library: StringsBundle? = nil, timeZone: String = TimeZone.current.identifier
    ) {
        self.configuration = configuration
        let libraryBundle = library ?? StringsBundle(directory: LibraryLocalizations.directory)
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
            buttons: [.init(role: .ok, label: label(.okButton, override: configuration.labels.okButtonLabel), isPreferred: true)],
            locale: lookup.language.identifier, direction: formatter.direction, version: notes.version.text,
            updateURL: nil, releaseDateText: nil, downloadSizeText: nil, missedUpdatesText: nil)
    }

    /// The update alert: iVersion's title (with ` (1.2)` when notes are not grouped), the notes,
    /// and Download / Remind Me Later / Ignore as the priority allows; a mandatory update has its
    /// own title and message and offers Download only.
    public func updateAlert(_ update: UpdateDetails) -> AlertModel {
        let sections = self.sections(update.releases)
        let version = formatter.isolating(update.latestVersion.text)
        var title: String
        var message = self.message(sections)
        if update.isMandatory {
            title = format(.updateRequiredTitle, [.string(configuration.applicationName)])
            let required = format(.updateRequiredMessage, [.string(configuration.applicationName), .string(version)])
            message = message.isEmpty ? required : required + "\n\n" + message
        } else {
            title = label(.updateAvailableTitle, override: configuration.labels.updateAvailableTitle)
            if !configuration.groupNotesByVersion { title += " (\(SafeText.line(version)))" }
        }

        var buttons = [AlertModel.Button(role: .download, label: label(.downloadButton, override: configuration.labels.downloadButtonLabel), isPreferred: true)]
        if !update.isMandatory {
            let remind = label(.remindButton, override: configuration.labels.remindButtonLabel)
            if configuration.updatePriority.allowsRemind && !remind.isEmpty {
                buttons.append(.init(role: .remind, label: remind, isPreferred: false))
            }
            if configuration.updatePriority.allowsIgnore {
                buttons.append(.init(role: .ignore, label: label(.ignoreButton, override: configuration.labels.ignoreButtonLabel), isPreferred: false))
            }
        }
        return AlertModel(
            kind: update.isMandatory ? .updateRequired : .updateAvailable, title: title, message: message,
            sections: sections, buttons: buttons, locale: lookup.language.identifier, direction: formatter.direction,
            version: update.latestVersion.text, updateURL: update.updateURL,
            releaseDateText: update.releaseDate.flatMap { date in (try? formatter.date(date)).map { format(.releasedOnFormat, [.string($0)]) } },
            downloadSizeText: update.fileSizeBytes.flatMap { size in (try? formatter.byteCount(size)).map { format(.downloadSizeFormat, [.string($0)]) } },
            missedUpdatesText: update.releases.count > 1 ? missedUpdates(update.releases.count) : nil)
    }

    // MARK: Wording

    private func sections(_ releases: [VersionNotes]) -> [AlertModel.Section] {
        let labelFormat = label(.versionLabelFormat, override: configuration.labels.versionLabelFormat)
        return releases.map { release in
            AlertModel.Section(
                label: SafeText.line(SafeFormatter.format(labelFormat, [.string(formatter.isolating(release.version.text))]).string),
                version: SafeText.line(release.version.text), lines: release.lines.flatMap(SafeText.lines))
        }
    }

    /// iVersion's message: each version's notes followed by a newline — headed by its label and a
    /// blank line, and followed by another newline, when grouped — with newlines trimmed at the ends.
    private func message(_ sections: [AlertModel.Section]) -> String {
        var text = ""
        for section in sections {
            if configuration.groupNotesByVersion { text += section.label + "\n\n" }
            text += section.lines.joined(separator: "\n") + "\n"
            if configuration.groupNotesByVersion { text += "\n" }
        }
        return text.trimmingCharacters(in: .newlines)
    }

    /// A label, from the configuration, the app's tables or the library's, made safe as one line.
    private func label(_ key: StringKey, override: String?) -> String {
        SafeText.line(text(key, override: override))
    }

    private func text(_ key: StringKey, override: String?) -> String {
        override ?? lookup.string(key.rawValue)?.value ?? key.builtInEnglish
    }

    /// A formatted text; its arguments (the app's name, a version) may come from outside, so the
    /// result is made safe too, keeping the line breaks a translation has.
    private func format(_ key: StringKey, _ arguments: [FormatArgument]) -> String {
        SafeText.lines(SafeFormatter.format(text(key, override: nil), arguments, locale: formatter).string).joined(separator: "\n")
    }

    private func missedUpdates(_ count: Int) -> String {
        if let plural = lookup.plural(StringKey.missedUpdates.rawValue),
           let rules = try? PluralRules.rules(for: plural.language) {
            return plural.entry.format([.integer(Int64(count))], rules: rules, locale: formatter).string
        }
        return format(.missedUpdates, [.integer(Int64(count))])
    }
}
