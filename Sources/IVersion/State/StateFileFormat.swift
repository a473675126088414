import Foundation
import IVersionSupport
@_spi(Engine) import IVersionCore

/// The JSON written for a ``CheckState``: the state's own fields plus `"formatVersion": 1`, pretty,
/// with sorted keys and ISO 8601 dates, so a person can read and diff it.
///
/// ```json
/// {
///   "formatVersion" : 1,
///   "lastChecked" : "2025-05-01T09:30:00.000000000Z",
///   "lastVersion" : "1.2",
///   "viewedVersionDetails" : true
/// }
/// ```
/// The fields come from `CheckState`'s own `Codable` conformance (written flat beside `formatVersion`),
/// so a new state field needs no change here. Dates keep nanoseconds, so an instant reads back as the same
/// `Date`: a check at the very instant of the last one is not taken for one before it. Every value a
/// `CheckState` can hold is written as something this reads back (see ``storable(_:)``): a file the
/// reader refused would be moved aside, and the user's ignored version and reminder with it.
enum StateFileFormat {
    /// The version this library writes and the newest it reads.
    static let currentVersion = 1
    /// A state file is a few hundred bytes; anything past this is not one, and is not read into memory.
    static let maximumBytes = 1 << 20

    /// Why bytes are not a usable state file; `description` becomes ``StateRecovery/reason``.
    struct Problem: Error, CustomStringConvertible {
        var description: String
    }

    /// The bytes to write for `state`, never more than ``maximumBytes`` (what ``decode(_:)``'s caller
    /// reads): what is written must be readable back, or the next launch would lose the user's ignored
    /// version and reminder along with the oversized field.
    ///
    /// The stored SSVC answer is a cache of outside text (its version key is whatever the server sent): when
    /// the state does not fit, its version key is dropped first, then the whole answer (the next check asks
    /// again). A state that still does not fit (a version of a megabyte the user chose to ignore) is not
    /// written at all.
    /// - Throws: ``Problem`` saying how large the state would be.
    static func encodeWithinLimit(_ state: CheckState) throws(Problem) -> Data {
        var fitted = state
        var data = encode(fitted)
        if data.count > maximumBytes, fitted.lastSSVCResponse?.latestVersionKey != nil {
            fitted.lastSSVCResponse?.latestVersionKey = nil
            data = encode(fitted)
        }
        if data.count > maximumBytes, fitted.lastSSVCResponse != nil {
            fitted.lastSSVCResponse = nil
            data = encode(fitted)
        }
        guard data.count <= maximumBytes else {
            throw Problem(description: "the state would take \(data.count) bytes, more than a state file may hold (\(maximumBytes)); a version that long is not stored, and the stored state is kept")
        }
        return data
    }

    /// `state` as the file keeps it, for every value a `CheckState` can hold: dates outside years 0 to
    /// 9999 become the nearest end of them (a date past 9999 is in the future either way, and is reset to
    /// now when read back: see `CheckEngine.resettingFutureDates`), and values that are not numbers (a
    /// NaN date, an infinite or NaN rollout bucket, which JSON cannot hold) are dropped, as if never set.
    /// Everything else is kept exactly, so this is what ``decode(_:)`` gives back for any state written.
    static func storable(_ state: CheckState) -> CheckState {
        var stored = state
        stored.lastChecked = state.lastChecked.flatMap(ISO8601Timestamp.clamped)
        stored.lastReminded = state.lastReminded.flatMap(ISO8601Timestamp.clamped)
        stored.lastSSVCResponse?.latestVersionAvailableSince = state.lastSSVCResponse?.latestVersionAvailableSince.flatMap(ISO8601Timestamp.clamped)
        stored.rolloutBucket = state.rolloutBucket.flatMap { $0.isFinite ? $0 : nil }
        return stored
    }

    /// The bytes for ``storable(_:)`` of `state`, whatever its size (see ``encodeWithinLimit(_:)``).
    static func encode(_ state: CheckState) -> Data {
        let state = storable(state)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(text(of: date))
        }
        // Encoding plain strings, numbers and booleans cannot fail; a failure would be a bug in CheckState.
        do {
            return try encoder.encode(Envelope(state: state)) + Data("\n".utf8)
        } catch {
            preconditionFailure("CheckState could not be encoded: \(error)")
        }
    }

    static func decode(_ data: Data) throws(Problem) -> CheckState {
        if data.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
            throw Problem(description: data.isEmpty ? "the file is empty" : "the file holds only white space")
        }
        do {
            return try decoder.decode(Envelope.self, from: [UInt8](data)).state
        } catch {
            switch error {
            case let .syntax(failure):
                throw Problem(description: "the file is not valid JSON: \(failure)")
            case let .shape(decodingError):
                throw Problem(description: "the file is not a stored state: \(JSONValueDecoder.Failure.describe(decodingError))")
            case let .custom(inner):
                throw inner as? Problem ?? Problem(description: "the file could not be decoded: \(inner)")
            }
        }
    }

    /// Dates as ISO 8601 text; hand-edited files may drop the milliseconds, and files written before the
    /// writer kept to years 0 to 9999 may hold longer years, which are read rather than moved aside.
    private static let decoder = JSONValueDecoder(dateFormatName: "an ISO 8601 date") { text in
        ISO8601Timestamp.date(from: text, expandedYears: true)
    }

    /// `2025-05-01T09:30:00.417293816Z`: the date to the nearest nanosecond (see ``ISO8601Timestamp``).
    static func text(of date: Date) -> String {
        ISO8601Timestamp.stringWithNanoseconds(from: date)
    }

    /// `formatVersion` checked before the fields, so a newer file is reported as newer, not as malformed.
    private struct Envelope: Codable {
        var state: CheckState

        init(state: CheckState) { self.state = state }

        enum CodingKeys: String, CodingKey { case formatVersion }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            let version = try container.decode(Int.self, forKey: .formatVersion)
            if version > currentVersion {
                throw Problem(description: "formatVersion \(version) is newer than this version of iVersion reads (\(currentVersion)); the file was probably written by a newer app version")
            }
            if version < 1 { throw Problem(description: "formatVersion \(version) is not a known format") }
            state = try CheckState(from: decoder)
        }

        func encode(to encoder: any Encoder) throws {
            try state.encode(to: encoder)
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(currentVersion, forKey: .formatVersion)
        }
    }
}
