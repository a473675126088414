import Foundation
import IVersionSupport

extension CheckState {
    /// The `NSUserDefaults` keys iVersion 1.x stored its state under; an app needs only
    /// `init(iVersionDefaults:)`, whose documentation names them.
    package enum IVersionDefaultsKey {
        /// The version whose notes were last seen (iVersion's `lastVersion`): a string.
        package static let lastVersion = "iVersionLastVersionChecked"
        /// The version the user ignored: a string.
        package static let ignoredVersion = "iVersionIgnoreVersion"
        /// When the last remote check was made: a date.
        package static let lastChecked = "iVersionLastChecked"
        /// When the user asked to be reminded: a date.
        package static let lastReminded = "iVersionLastReminded"
        /// The App Store ID learnt from a lookup: a number.
        package static let appStoreID = "iVersionAppStoreID"
    }

    /// The state iVersion left in the app's defaults, so that switching libraries does not start every user
    /// afresh: their ignored version stays ignored, the periods keep counting, and an upgrade from the last
    /// version they saw still shows what is new.
    ///
    /// iVersion recorded a version as its last one once its notes were seen (or on a silent first launch),
    /// so a stored last version counts as seen. Values of the wrong kind, and versions that are not
    /// versions, are left out; an App Store ID of 0 (iVersion's "none") too. Dates may also be given as
    /// seconds since 1970, as a `defaults export` turned into JSON has them; a date outside the years 0 to
    /// 9999 (which the state cannot keep) is left out too: ``migrating(iVersionDefaults:)`` says which.
    /// The keys read are `iVersionLastVersionChecked`, `iVersionIgnoreVersion`, `iVersionLastChecked`,
    /// `iVersionLastReminded` and `iVersionAppStoreID`.
    ///
    /// ```swift
    /// let migrated = CheckState(iVersionDefaults: UserDefaults.standard.dictionaryRepresentation())
    /// try await checker.updateState { $0.adopt(migrated) }
    /// ```
    /// - Parameter defaults: The defaults (or any dictionary holding iVersion's keys).
    public init(iVersionDefaults defaults: [String: Any]) {
        self = Self.migrating(iVersionDefaults: defaults).state
    }

    /// ``init(iVersionDefaults:)``'s state, and a problem for each date it left out because it lies outside
    /// the years 0 to 9999 (a damaged or hostile defaults file): for the developer's log.
    ///
    /// ```swift
    /// let (state, problems) = CheckState.migrating(iVersionDefaults: UserDefaults.standard.dictionaryRepresentation())
    /// problems.forEach { logger.warning("\($0)") }
    /// try await checker.updateState { $0.adopt(state) }
    /// ```
    /// - Parameter defaults: The defaults (or any dictionary holding iVersion's keys).
    /// - Returns: The state, and what was left out of it (source `iVersion defaults`).
    public static func migrating(iVersionDefaults defaults: [String: Any]) -> (state: CheckState, problems: [FeedProblem]) {
        var problems: [FeedProblem] = []
        func version(_ key: String) -> Version? { (defaults[key] as? String).flatMap(Version.init) }
        func date(_ key: String) -> Date? {
            let given: Date? = switch defaults[key] {
            case let date as Date: date
            case let seconds as Double: Date(timeIntervalSince1970: seconds)
            case let seconds as Int: Date(timeIntervalSince1970: Double(seconds))
            default: nil
            }
            guard let given, !given.timeIntervalSince1970.isNaN else { return nil }
            let seconds = given.timeIntervalSince1970
            guard ISO8601Timestamp.writableSeconds.contains(seconds) else {
                problems.append(FeedProblem(key: key, message: "\(key) \(seconds) s after 1970 is not a time between the years 0 and 9999; it is left out",
                                            source: "iVersion defaults"))
                return nil
            }
            return given
        }
        let appStoreID: Int? = switch defaults[IVersionDefaultsKey.appStoreID] {
        case let number as Int: number
        case let text as String: Int(text)
        default: nil
        }
        let lastVersion = version(IVersionDefaultsKey.lastVersion)
        let state = CheckState(
            lastVersion: lastVersion, ignoredVersion: version(IVersionDefaultsKey.ignoredVersion),
            lastChecked: date(IVersionDefaultsKey.lastChecked), lastReminded: date(IVersionDefaultsKey.lastReminded),
            viewedVersionDetails: lastVersion != nil, appStoreID: appStoreID.flatMap { $0 > 0 ? $0 : nil })
        return (state, problems)
    }

    /// Carries users over from iVersion: takes `migrated` (made by `CheckState(iVersionDefaults:)`) when
    /// this state is untouched, keeping this installation's rollout bucket unless `migrated` has one. A
    /// state already in use is kept as it is, so running it again at every launch is harmless.
    /// - Parameter migrated: The state to start from.
    public mutating func adopt(_ migrated: CheckState) {
        guard isUntouched else { return }
        let bucket = rolloutBucket
        self = migrated
        rolloutBucket = rolloutBucket ?? bucket
    }

    /// True when nothing has been recorded yet: no launch, check, reminder, ignored version or App Store ID.
    public var isUntouched: Bool {
        lastVersion == nil && ignoredVersion == nil && lastChecked == nil && lastReminded == nil && appStoreID == nil
            && lastSSVCResponse == nil
    }
}
