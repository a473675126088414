import Foundation
import Testing
@testable import IVersion

/// Failures the property suites found in the state file, kept as plain examples with their concrete inputs.
@Suite("Property regressions: state file")
struct StateFileRegressionTests {
    /// "random state round trip", seed 0x17e2510a5 case 1: the state file truncated to the
    /// millisecond, and the date read back from `.417Z` (just below .417 as a double) was written
    /// as `.416Z`: every load and save of an unchanged state moved the date back a millisecond. The file
    /// now keeps nanoseconds (so a stored instant reads back as the same `Date`); no drift either.
    @Test func stateFileDatesDoNotDrift() throws {
        let state = CheckState(lastVersion: Version("1.0"), lastChecked: Date(timeIntervalSince1970: 4_732_636_870.417886),
                               viewedVersionDetails: true, appStoreID: .max)
        let bytes = StateFileFormat.encode(state)
        #expect(String(decoding: bytes, as: UTF8.self).contains(#""lastChecked" : "2119-12-21T21:21:10.417885780Z""#))
        var file = try StateFileFormat.decode(bytes)
        for _ in 0..<5 {
            #expect(StateFileFormat.encode(file) == bytes)
            file = try StateFileFormat.decode(StateFileFormat.encode(file))
        }
        // Whole seconds and dates before 1970 keep their exact text too. (A `Date` counts from 2001, so
        // 0.001 s before 1970 is, as a double, 0.00100004 s before it: the nanoseconds say so.)
        for (seconds, text) in [(1_795_435_200.0, "2026-11-23T12:00:00.000000000Z"), (-0.001, "1969-12-31T23:59:59.998999953Z"), (1_795_435_200.9996, "2026-11-23T12:00:00.999599934Z")] {
            let encoded = StateFileFormat.encode(CheckState(lastReminded: Date(timeIntervalSince1970: seconds)))
            #expect(String(decoding: encoded, as: UTF8.self).contains("\"\(text)\""))
            #expect(StateFileFormat.encode(try StateFileFormat.decode(encoded)) == encoded)
        }
    }
}
