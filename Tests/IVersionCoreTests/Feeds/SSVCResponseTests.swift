import Foundation
import Testing
@_spi(Engine) @testable import IVersionCore

private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }
private func v(_ text: String) -> Version { Version(text)! }

@Suite("SSVCResponse")
struct SSVCResponseTests {
    @Test func seedExample() throws {
        let response = try SSVCResponse.decode(bytes("""
        {
          "SSVCMinimumSupportedVersionNumber": 16800000,
          "SSVCLatestVersionAvailableSince": 1388750400,
          "SSVCLatestVersionKey": "1.0",
          "SSVCLatestVersionNumber": 16809984
        }
        """))
        #expect(response == SSVCResponse(
            minimumSupportedVersionNumber: 16_800_000,
            latestVersionAvailableSince: Date(timeIntervalSince1970: 1_388_750_400),
            latestVersionKey: v("1.0"),
            latestVersionNumber: 16_809_984
        ))
    }

    @Test func emptyObject() throws {
        #expect(try SSVCResponse.decode(bytes("{}")) == SSVCResponse())
        #expect(try SSVCResponse.decode(bytes(#"{"unrelated": [1, {"a": null}]}"#)) == SSVCResponse())
    }

    @Test("field types", arguments: [
        (#"{"SSVCMinimumSupportedVersionNumber": "16800000"}"#, SSVCResponse(minimumSupportedVersionNumber: 16_800_000)),
        (#"{"SSVCMinimumSupportedVersionNumber": -1}"#, SSVCResponse()),
        (#"{"SSVCMinimumSupportedVersionNumber": 18446744073709551615}"#, SSVCResponse(minimumSupportedVersionNumber: .max)),
        (#"{"SSVCMinimumSupportedVersionNumber": 18446744073709551616}"#, SSVCResponse()),
        (#"{"SSVCMinimumSupportedVersionNumber": 1e999}"#, SSVCResponse()),
        (#"{"SSVCMinimumSupportedVersionNumber": "NaN"}"#, SSVCResponse()),
        (#"{"SSVCMinimumSupportedVersionNumber": true}"#, SSVCResponse()),
        (#"{"SSVCLatestVersionAvailableSince": 1388750400.5}"#, SSVCResponse(latestVersionAvailableSince: Date(timeIntervalSince1970: 1_388_750_400.5))),
        (#"{"SSVCLatestVersionAvailableSince": "1388750400"}"#, SSVCResponse(latestVersionAvailableSince: Date(timeIntervalSince1970: 1_388_750_400))),
        (#"{"SSVCLatestVersionAvailableSince": "NaN"}"#, SSVCResponse()),
        (#"{"SSVCLatestVersionAvailableSince": "inf"}"#, SSVCResponse()),
        (#"{"SSVCLatestVersionAvailableSince": 1e300}"#, SSVCResponse()),
        (#"{"SSVCLatestVersionAvailableSince": "yesterday"}"#, SSVCResponse()),
        (#"{"SSVCLatestVersionKey": "2.0.1"}"#, SSVCResponse(latestVersionKey: v("2.0.1"))),
        (#"{"SSVCLatestVersionKey": 2.0}"#, SSVCResponse()),
        (#"{"SSVCLatestVersionKey": "latest"}"#, SSVCResponse()),
        (#"{"SSVCLatestVersionNumber": 0}"#, SSVCResponse(latestVersionNumber: 0)),
        (#"{"SSVCLatestVersionNumber": [1]}"#, SSVCResponse()),
        (#"{"SSVCLatestVersionNumber": null}"#, SSVCResponse()),
    ])
    func fieldTypes(json: String, expected: SSVCResponse) throws {
        var decoded = try SSVCResponse.decode(bytes(json))
        decoded.problems = []
        #expect(decoded == expected)
    }

    /// Issue 37, item 2: a date the state file cannot keep (past year 9999, before year 0) is refused at the
    /// boundary and said so, instead of being stored and making the next launch move the state aside.
    @Test("an available-since outside the years 0 to 9999 is refused, with a problem naming the key", arguments: [
        2.9e11, -2.9e11, 253_402_300_800, -62_167_219_201, 1e300, -1e300,
    ])
    func farDatesAreRefused(seconds: Double) throws {
        let json = #"{"SSVCLatestVersionAvailableSince": \#(seconds), "SSVCLatestVersionKey": "2.0"}"#
        let response = try SSVCResponse.decode(bytes(json), source: "https://ssvc.example/check")
        #expect(response.latestVersionAvailableSince == nil)
        #expect(response.latestVersionKey == v("2.0"))
        #expect(response.problems.map(\.key) == ["SSVCLatestVersionAvailableSince"])
        #expect(response.problems.first?.description.hasPrefix("https://ssvc.example/check: SSVCLatestVersionAvailableSince ") == true)
    }

    @Test("the first and last moments of years 0 to 9999 are kept, without a problem", arguments: [253_402_300_799.0, -62_167_219_200])
    func edgeDatesAreKept(seconds: Double) throws {
        let response = try SSVCResponse.decode(bytes(#"{"SSVCLatestVersionAvailableSince": \#(seconds)}"#))
        #expect(response == SSVCResponse(latestVersionAvailableSince: Date(timeIntervalSince1970: seconds)))
    }

    @Test("isUpdateRequired", arguments: [
        (nil, 100, false), (0, 100, false), (100, 100, false), (101, 100, true), (16_800_000, 16_799_999, true), (.max, 0, true),
    ] as [(UInt64?, UInt64, Bool)])
    func required(minimum: UInt64?, running: UInt64, expected: Bool) {
        #expect(SSVCResponse(minimumSupportedVersionNumber: minimum).isUpdateRequired(runningBuildNumber: running) == expected)
    }

    @Test("isUpdateAvailable: the number takes precedence over the key", arguments: [
        // key, number, running version, running build, expected
        ("1.1", nil, "1.0", nil, true),
        ("1.0", nil, "1.0", nil, false),
        ("1.0.0", nil, "1.0", 5, false),
        ("1.10", nil, "1.9", nil, true),
        (nil, 20, "1.0", 10, true),
        (nil, 10, "1.0", 10, false),
        (nil, 20, "1.0", nil, false),
        ("2.0", 10, "1.0", 10, false),
        ("1.0", 11, "1.0", 10, true),
        ("2.0", 10, "1.0", nil, true),
        ("2.0", 0, "1.0", 10, true),
        (nil, nil, "1.0", 10, false),
    ] as [(String?, UInt64?, String, UInt64?, Bool)])
    func available(key: String?, number: UInt64?, runningVersion: String, runningBuild: UInt64?, expected: Bool) {
        let response = SSVCResponse(latestVersionKey: key.map(v), latestVersionNumber: number)
        #expect(response.isUpdateAvailable(runningVersion: v(runningVersion), runningBuildNumber: runningBuild) == expected)
    }

    @Test("malformed", arguments: [
        ("", "SSVC response: the input is empty, expected a JSON object"),
        ("[1, 2]", "SSVC response: the top level is not a JSON object"),
        ("null", "SSVC response: the top level is not a JSON object"),
        ("42", "SSVC response: the top level is not a JSON object"),
    ])
    func malformed(json: String, message: String) {
        do {
            _ = try SSVCResponse.decode(bytes(json))
            Issue.record("expected an error")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func codableRoundTrip() throws {
        let response = SSVCResponse(minimumSupportedVersionNumber: 1, latestVersionAvailableSince: Date(timeIntervalSince1970: 0), latestVersionKey: v("1.0"), latestVersionNumber: 2)
        #expect(try JSONDecoder().decode(SSVCResponse.self, from: JSONEncoder().encode(response)) == response)
        // A reading's problems are not part of the answer as stored.
        var read = response
        read.problems = [FeedProblem(key: "SSVCLatestVersionAvailableSince", message: "refused")]
        #expect(try JSONDecoder().decode(SSVCResponse.self, from: JSONEncoder().encode(read)) == response)
    }
}
