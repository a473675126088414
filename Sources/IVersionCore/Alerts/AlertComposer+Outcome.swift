import IVersionSupport
import LocaleServices
import Strings

extension AlertComposer {
    /// A check's outcome as one sentence in the alerts' language, for a "Check for Updates…" menu:
    /// `You have the newest version (1.2).`, `You chose to ignore version 1.3.`; an available update
    /// reads as its alert's title.
    /// - Parameter outcome: What the check came to.
    /// - Returns: The sentence, made safe as text (the app's name, versions and dates isolated in right-to-left languages).
    public func summary(_ outcome: CheckOutcome) -> String {
        let version = { (version: Version) in FormatArgument.string(formatter.isolating(version.text)) }
        return switch outcome {
        case .upToDate: format(.upToDateFormat, [version(configuration.applicationVersion)])
        case .updateAvailable(_, isMandatory: true): format(.updateRequiredTitle, [.string(applicationName)])
        case let .updateAvailable(latest, isMandatory: false):
            SafeText.line(configuration.groupNotesByVersion
                ? text(.updateAvailableTitle, override: configuration.labels.updateAvailableTitle)
                : updateTitle(version: formatter.isolating(latest.text)))
        case let .ignored(ignored): format(.ignoredFormat, [version(ignored)])
        case let .deferred(until, _):
            // A date ICU cannot format is still a date: the ISO form beats an empty sentence.
            format(.deferredFormat, [.string(isolatingValue((try? formatter.date(until)) ?? ISO8601Timestamp.string(from: until)))])
        case .notChecked: format(.notCheckedMessage, [])
        case .failed: format(.checkFailedMessage, [])
        }
    }
}
