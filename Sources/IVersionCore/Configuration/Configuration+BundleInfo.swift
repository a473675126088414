import Foundation
import IVersionSupport
import LocaleServices
import Strings

/// Why a configuration could not be read from an app's bundle metadata.
public struct ConfigurationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The `Info.plist` key at fault.
    public var key: String
    /// What is wrong with it.
    public var problem: String

    /// Creates an error about `key`.
    public init(key: String, problem: String) {
        self.key = key
        self.problem = problem
    }

    /// `Info.plist: CFBundleIdentifier: missing; set it or pass applicationBundleID`.
    public var description: String { "Info.plist: \(key): \(problem)" }
}

extension Configuration {
    /// The `Info.plist` keys a configuration is read from, Apple's and the library's own (the table is
    /// ``init(bundleInfo:)``'s): one place for each name.
    package enum InfoKey {
        /// The marketing version.
        package static let shortVersion = "CFBundleShortVersionString"
        /// The build number.
        package static let bundleVersion = "CFBundleVersion"
        /// The bundle ID.
        package static let identifier = "CFBundleIdentifier"
        /// The name shown to users.
        package static let displayName = "CFBundleDisplayName"
        /// The bundle's short name, used when there is no display name.
        package static let name = "CFBundleName"
        /// The App Store feed's ID.
        package static let appStoreID = "iVersionAppStoreID"
        /// A ``Configuration/Feed/versionsPlist(_:)`` feed.
        package static let remoteVersionsPlistURL = "iVersionRemoteVersionsPlistURL"
        /// ``Configuration/updateURL``.
        package static let updateURL = "iVersionUpdateURL"
        /// The App Store feed's country.
        package static let appStoreCountry = "iVersionAppStoreCountry"
        /// ``Configuration/checkPeriod``.
        package static let checkPeriod = "iVersionCheckPeriod"
        /// ``Configuration/remindPeriod``.
        package static let remindPeriod = "iVersionRemindPeriod"
        /// Whether the App Store feed is listed (true when the key is missing, as iVersion).
        package static let checksAppStore = "iVersionChecksAppStore"
        /// An ``Configuration/Feed/ssvc(_:)`` feed: the key SSVC's own library reads.
        package static let ssvcURL = "SSVCCallbackURL"
    }

    /// A configuration from an app's `Info.plist` values, with iVersion's defaults for everything the
    /// metadata does not say: as iVersion needs no configuration to look the app up on the App Store,
    /// the App Store feed is listed unless `iVersionChecksAppStore` is false. The keys, Apple's and the
    /// library's own:
    ///
    /// | key | setting |
    /// |---|---|
    /// | `CFBundleShortVersionString` (else, when missing or empty, `CFBundleVersion`) | ``applicationVersion`` |
    /// | `CFBundleVersion`, when it is a whole number | ``applicationBuildNumber`` |
    /// | `CFBundleIdentifier` | ``applicationBundleID`` |
    /// | `CFBundleDisplayName` (else `CFBundleName`) | ``applicationName`` |
    /// | `iVersionChecksAppStore` (default true) | an ``Feed/appStore(id:country:lookupURL:phasedRelease:)`` feed |
    /// | `iVersionAppStoreID`, `iVersionAppStoreCountry` | its `id` and `country` (without the App Store feed, the ID's page is ``updateURL``) |
    /// | `iVersionRemoteVersionsPlistURL` | a ``Feed/versionsPlist(_:)`` feed |
    /// | `SSVCCallbackURL` (SSVC's own key) | an ``Feed/ssvc(_:)`` feed |
    /// | `iVersionUpdateURL` | ``updateURL`` |
    /// | `iVersionCheckPeriod`, `iVersionRemindPeriod` (days) | ``checkPeriod``, ``remindPeriod`` |
    ///
    /// ```swift
    /// let configuration = try Configuration(bundleInfo: PropertyListReader.read(infoPlistBytes).dictionaryValue ?? .init())
    /// ```
    /// - Parameter info: The `Info.plist`'s top-level dictionary.
    /// - Throws: ``ConfigurationError`` when the version or the bundle ID is missing, or a key has a value
    ///   of the wrong kind (a URL that is not one, a period that is not a number).
    public init(bundleInfo info: PropertyListDictionary) throws(ConfigurationError) {
        let reader = InfoReader(info: info)
        // iVersion falls back to CFBundleVersion when the short version is missing or empty.
        var versionKey: String?
        var versionText = ""
        for key in [InfoKey.shortVersion, InfoKey.bundleVersion] where info[key] != nil {
            let text = try reader.string(key) ?? ""
            if versionKey == nil || PlainText.trimmed(versionText).isEmpty { (versionKey, versionText) = (key, text) }
        }
        guard let versionKey else {
            throw ConfigurationError(key: InfoKey.shortVersion, problem: "missing; set it or pass applicationVersion")
        }
        guard let version = Version(versionText) else {
            throw ConfigurationError(key: versionKey, problem: "\"\(versionText)\" is not a version")
        }
        guard let bundleID = try reader.string(InfoKey.identifier), !bundleID.isEmpty else {
            throw ConfigurationError(key: InfoKey.identifier, problem: "missing; set it or pass applicationBundleID")
        }
        // Not `a ?? b`: its autoclosure would widen the typed throw to `any Error`.
        var name = try reader.string(InfoKey.displayName)
        if name == nil { name = try reader.string(InfoKey.name) }
        self.init(applicationVersion: version, applicationBundleID: bundleID, applicationName: name)
        applicationBuildNumber = try reader.string(InfoKey.bundleVersion).flatMap { UInt64($0) }
        let appStoreID = try reader.integer(InfoKey.appStoreID)
        var country: AppStoreCountry?
        if let text = try reader.string(InfoKey.appStoreCountry), !PlainText.trimmed(text).isEmpty {
            guard let code = AppStoreCountry(text) else {
                throw ConfigurationError(key: InfoKey.appStoreCountry, problem: "\"\(text)\" is not a two-letter country code")
            }
            country = code
        }
        updateURL = try reader.url(InfoKey.updateURL)
        if try reader.boolean(InfoKey.checksAppStore) ?? true {
            feeds.append(.appStore(id: appStoreID, country: country))
        } else if updateURL == nil, let appStoreID {
            updateURL = Self.appStorePage(id: appStoreID)
        }
        if let url = try reader.url(InfoKey.remoteVersionsPlistURL) { feeds.append(.versionsPlist(url)) }
        if let url = try reader.url(InfoKey.ssvcURL) { feeds.append(.ssvc(url)) }
        checkPeriod = try reader.number(InfoKey.checkPeriod).map(Duration.days) ?? checkPeriod
        remindPeriod = try reader.number(InfoKey.remindPeriod).map(Duration.days) ?? remindPeriod
    }

    /// A configuration from a Foundation-style `Info.plist` dictionary, as `Bundle.infoDictionary`
    /// gives it: strings, numbers and booleans are read; other values count as the wrong kind.
    /// - Parameter info: The dictionary.
    /// - Throws: ``ConfigurationError`` as ``init(bundleInfo:)``.
    public init(infoDictionary info: [String: Any]) throws(ConfigurationError) {
        let entries = info.sorted { $0.key < $1.key }.map { key, value in
            PropertyListDictionary.Entry(key: key, value: Self.propertyListValue(value))
        }
        try self.init(bundleInfo: PropertyListDictionary(entries: entries))
    }

    private static func propertyListValue(_ value: Any) -> PropertyListValue {
        switch value {
        case let text as String: .string(text)
        case let flag as Bool: .boolean(flag)
        case let number as Int: .integer(Int64(number))
        case let number as Int64: .integer(number)
        case let number as Double: .real(number)
        case let date as Date: .date(date)
        default: .data([])
        }
    }
}

/// Typed reads of `Info.plist` values, each naming its key when the value is of the wrong kind.
private struct InfoReader {
    let info: PropertyListDictionary

    func string(_ key: String) throws(ConfigurationError) -> String? {
        switch info[key] {
        case nil: return nil
        case let .string(text)?: return text
        case let .integer(number)?: return String(number)
        case let value?: throw wrongKind(key, value, expected: "a string")
        }
    }

    func integer(_ key: String) throws(ConfigurationError) -> Int? {
        switch info[key] {
        case nil: return nil
        case let .integer(number)?: return Int(exactly: number)
        case let .string(text)?:
            guard let number = Int(text) else { throw ConfigurationError(key: key, problem: "\"\(text)\" is not a whole number") }
            return number
        case let value?: throw wrongKind(key, value, expected: "a whole number")
        }
    }

    func number(_ key: String) throws(ConfigurationError) -> Double? {
        switch info[key] {
        case nil: return nil
        case let .integer(number)?: return Double(number)
        case let .real(number)? where number.isFinite && number >= 0: return number
        case let .string(text)?:
            guard let number = Double(text), number.isFinite, number >= 0 else {
                throw ConfigurationError(key: key, problem: "\"\(text)\" is not a number of days")
            }
            return number
        case let value?: throw wrongKind(key, value, expected: "a number of days")
        }
    }

    func boolean(_ key: String) throws(ConfigurationError) -> Bool? {
        switch info[key] {
        case nil: return nil
        case let .boolean(flag)?: return flag
        case let value?: throw wrongKind(key, value, expected: "a boolean")
        }
    }

    func url(_ key: String) throws(ConfigurationError) -> URL? {
        guard let text = try string(key) else { return nil }
        guard let url = URL(string: text), url.scheme != nil else {
            throw ConfigurationError(key: key, problem: "\"\(text)\" is not an absolute URL")
        }
        return url
    }

    private func wrongKind(_ key: String, _ value: PropertyListValue, expected: String) -> ConfigurationError {
        ConfigurationError(key: key, problem: "\(value.kindDescription) where \(expected) was expected")
    }
}
