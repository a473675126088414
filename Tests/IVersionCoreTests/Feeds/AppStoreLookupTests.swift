import Foundation
import Testing
@_spi(Engine) @testable import IVersionCore

private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

@Suite("AppStoreLookup")
struct AppStoreLookupTests {
    @Test("url", arguments: [
        ("GB", "com.example.app", 355313284, "https://itunes.apple.com/gb/lookup?id=355313284"),
        ("us", nil, 1, "https://itunes.apple.com/us/lookup?id=1"),
        ("Fr", "com.example.app", nil, "https://itunes.apple.com/fr/lookup?bundleId=com.example.app"),
        ("de", "com.example.app", 0, "https://itunes.apple.com/de/lookup?bundleId=com.example.app"),
        ("de", "com.example.app", -5, "https://itunes.apple.com/de/lookup?bundleId=com.example.app"),
        ("jp", "com.example.my app+beta&x=1", nil, "https://itunes.apple.com/jp/lookup?bundleId=com.example.my%20app%2Bbeta%26x%3D1"),
        ("jp", "com.exämple/app?#", nil, "https://itunes.apple.com/jp/lookup?bundleId=com.ex%C3%A4mple%2Fapp%3F%23"),
        ("jp", "  com.example.app\n", nil, "https://itunes.apple.com/jp/lookup?bundleId=com.example.app"),
        ("", nil, 7, "https://itunes.apple.com/lookup?id=7"),
        (" IT ", nil, 7, "https://itunes.apple.com/it/lookup?id=7"),
        ("g/b", nil, 7, "https://itunes.apple.com/g%2Fb/lookup?id=7"),
    ] as [(String, String?, Int?, String)])
    func url(country: String, bundleID: String?, appID: Int?, expected: String) {
        #expect(AppStoreLookup.url(country: country, bundleID: bundleID, appID: appID)?.absoluteString == expected)
    }

    @Test("no url without an app", arguments: [(nil, nil), ("", nil), ("   ", 0), (nil, -1)] as [(String?, Int?)])
    func noURL(bundleID: String?, appID: Int?) {
        #expect(AppStoreLookup.url(country: "us", bundleID: bundleID, appID: appID) == nil)
    }

    /// A realistic response, shaped like Apple's (abridged: the real one has ~40 more fields).
    static let fullResponse = """
    {
     "resultCount":1,
     "results": [
    {"isGameCenterEnabled":false, "features":["iosUniversal"], "supportedDevices":["iPhone5s-iPhone5s"],
     "screenshotUrls":["https://is1-ssl.mzstatic.com/image/thumb/Purple/v4/aa/bb/cc/shot.png/392x696bb.png"],
     "kind":"software", "artistViewUrl":"https://apps.apple.com/gb/developer/example-ltd/id284417353?uo=4",
     "trackCensoredName":"Snoodlebar", "languageCodesISO2A":["EN", "FR", "DE"],
     "fileSizeBytes":"104857600", "sellerUrl":"https://example.com", "contentAdvisoryRating":"4+",
     "averageUserRatingForCurrentVersion":4.5, "userRatingCountForCurrentVersion":1234,
     "trackViewUrl":"https://apps.apple.com/gb/app/snoodlebar/id355313284?uo=4", "trackContentRating":"4+",
     "currentVersionReleaseDate":"2024-03-05T08:00:00Z", "releaseDate":"2010-02-09T08:00:00Z",
     "minimumOsVersion":"15.0", "trackId":355313284, "trackName":"Snoodlebar",
     "releaseNotes":"NEW: Added new snoodlebar feature\\nFIX: Fixed the bugalloo glitch",
     "primaryGenreName":"Utilities", "genreIds":["6002"], "isVppDeviceBasedLicensingEnabled":true,
     "sellerName":"Example Ltd", "currency":"GBP", "version":"1.2.1", "wrapperType":"software",
     "bundleId":"com.example.snoodlebar", "price":0.00, "formattedPrice":"Free", "averageUserRating":4.6,
     "userRatingCount":98765, "description":"Snoodles \\u00e9 \\ud83d\\ude00"}]
    }
    """

    @Test func fullResponse() throws {
        let release = try #require(try AppStoreLookup.decode(bytes(Self.fullResponse)))
        #expect(release == AppStoreRelease(
            version: Version("1.2.1"),
            releaseNotes: "NEW: Added new snoodlebar feature\nFIX: Fixed the bugalloo glitch",
            appID: 355313284,
            bundleID: "com.example.snoodlebar",
            storeURL: URL(string: "https://apps.apple.com/gb/app/snoodlebar/id355313284?uo=4"),
            minimumOSVersion: Version("15.0"),
            releaseDate: Date(timeIntervalSince1970: 1_709_625_600),
            fileSizeBytes: 104_857_600
        ))
        #expect(release.version.text == "1.2.1")
    }

    @Test func onlyVersion() throws {
        let release = try AppStoreLookup.decode(bytes(#"{"resultCount":1,"results":[{"version":"2.0"}]}"#))
        #expect(release == AppStoreRelease(version: Version("2.0")))
    }

    @Test("no result", arguments: [
        #"{"resultCount":0,"results":[]}"#,
        #"{"resultCount":0}"#,
        #"{"resultCount":0,"results":[{"version":"1.0"}]}"#,
        #"{"results":[]}"#,
        #"{"resultCount":1,"results":[]}"#,
    ])
    func noResult(json: String) throws {
        #expect(try AppStoreLookup.decode(bytes(json)) == nil)
    }

    @Test("fileSizeBytes", arguments: [
        (#""fileSizeBytes":"104857600""#, 104_857_600),
        (#""fileSizeBytes":104857600"#, 104_857_600),
        (#""fileSizeBytes":" 42 ""#, 42),
        (#""fileSizeBytes":1.0e3"#, 1000),
        (#""fileSizeBytes":"9223372036854775807""#, Int64.max),
        (#""fileSizeBytes":"9223372036854775808""#, nil),
        (#""fileSizeBytes":18446744073709551615"#, nil),
        (#""fileSizeBytes":-1"#, nil),
        (#""fileSizeBytes":"-1""#, nil),
        (#""fileSizeBytes":"12MB""#, nil),
        (#""fileSizeBytes":"""#, nil),
        (#""fileSizeBytes":1.5"#, nil),
        (#""fileSizeBytes":true"#, nil),
        (#""fileSizeBytes":null"#, nil),
        (#""fileSizeBytes":["1"]"#, nil),
        (#""fileSizeBytes":1e400"#, nil),
    ] as [(String, Int64?)])
    func fileSize(field: String, expected: Int64?) throws {
        let release = try AppStoreLookup.decode(bytes(#"{"resultCount":1,"results":[{"version":"1.0",\#(field)}]}"#))
        #expect(release?.fileSizeBytes == expected)
        #expect(release?.version == Version("1.0"))
    }

    @Test("releaseDate", arguments: [
        ("2024-03-05T08:00:00Z", Date(timeIntervalSince1970: 1_709_625_600)),
        ("2024-03-05T08:00:00.500Z", Date(timeIntervalSince1970: 1_709_625_600.5)),
        ("2024-03-05T09:00:00+01:00", Date(timeIntervalSince1970: 1_709_625_600)),
        ("2024-03-05", nil),
        ("5 March 2024", nil),
        ("", nil),
        ("2024-13-45T99:99:99Z", nil),
        (String(repeating: "2024", count: 1000), nil),
    ] as [(String, Date?)])
    func releaseDate(text: String, expected: Date?) throws {
        let release = try AppStoreLookup.decode(bytes(#"{"resultCount":1,"results":[{"version":"1.0","currentVersionReleaseDate":"\#(text)"}]}"#))
        #expect(release?.releaseDate == expected)
    }

    @Test("odd optional fields are nil, not fatal", arguments: [
        #"{"results":[{"version":"1.0","releaseNotes":5,"trackId":"abc","bundleId":7,"trackViewUrl":"not a url","minimumOsVersion":"fifteen","currentVersionReleaseDate":1709625600,"fileSizeBytes":{}}]}"#,
        #"{"results":[{"version":"1.0","trackId":-3,"bundleId":"","trackViewUrl":"ftp://x/y","minimumOsVersion":15,"currentVersionReleaseDate":null}]}"#,
        #"{"results":[{"version":"1.0","trackId":1e300,"trackViewUrl":"","minimumOsVersion":[],"releaseNotes":null}]}"#,
    ])
    func oddFields(json: String) throws {
        #expect(try AppStoreLookup.decode(bytes(json)) == AppStoreRelease(version: Version("1.0")))
    }

    @Test("malformed responses name the problem", arguments: [
        (#"{"resultCount":1,"results":[{"trackId":1}]}"#, "App Store lookup: results[0].version is missing"),
        (#"{"resultCount":1,"results":[{"version":null}]}"#, "App Store lookup: results[0].version is missing"),
        (#"{"resultCount":1,"results":[{"version":1.2}]}"#, "App Store lookup: results[0].version is a number, expected a string"),
        (#"{"resultCount":1,"results":[{"version":"one"}]}"#, "App Store lookup: results[0].version \"one\" is not a version"),
        (#"{"resultCount":1,"results":{"version":"1.0"}}"#, "App Store lookup: results is not an array"),
        (#"{"resultCount":1,"results":"1.0"}"#, "App Store lookup: results is not an array"),
        (#"{"resultCount":1,"results":[5]}"#, "App Store lookup: results[0] is not an object"),
        (#"{"resultCount":1}"#, "App Store lookup: results is missing"),
        (#"{}"#, "App Store lookup: neither resultCount nor results is present"),
        (#"[]"#, "App Store lookup: the top level is not a JSON object"),
        (#""text""#, "App Store lookup: the top level is not a JSON object"),
        ("", "App Store lookup: the input is empty, expected a JSON object"),
        (" \n ", "App Store lookup: the input is empty, expected a JSON object"),
    ])
    func malformed(json: String, message: String) {
        #expect(throws: FeedError.self) { try AppStoreLookup.decode(bytes(json)) }
        do {
            _ = try AppStoreLookup.decode(bytes(json))
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func releaseIsCodable() throws {
        let release = try #require(try AppStoreLookup.decode(bytes(Self.fullResponse)))
        let data = try JSONEncoder().encode(release)
        #expect(try JSONDecoder().decode(AppStoreRelease.self, from: data) == release)
    }
}
