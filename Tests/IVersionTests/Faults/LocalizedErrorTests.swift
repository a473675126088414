import Foundation
import IVersion
import LocaleServices
import Strings
import Testing

/// Every public error of the library answers `localizedDescription` with its message: an app that shows
/// `error.localizedDescription` must not get Foundation's "The operation could not be completed. (… error 1.)".
@Suite("Public errors describe themselves")
struct LocalizedErrorTests {
    static let url = URL(string: "https://example.com/versions.plist")!

    static let errors: [(any Error & CustomStringConvertible, String)] = [
        (CheckFailure(.network, source: .remoteVersionsPlist, message: "\(url): no response within 60 seconds"),
         "remote versions plist: https://example.com/versions.plist: no response within 60 seconds"),
        (FeedError.malformed(source: "versions plist", message: "1:1: not a property list"), ""),
        (ConfigurationError(key: "CFBundleIdentifier", problem: "missing"), "Info.plist: CFBundleIdentifier: missing"),
        (TransportError.tooManyRedirects(url), "https://example.com/versions.plist: too many redirects"),
        (StateStoreError.unwritable(path: "/state/a.json", message: "No space left on device"),
         "/state/a.json: error: cannot save the state: No space left on device"),
        (URLOpenError(url: url, reason: "no xdg-open on PATH"), "cannot open https://example.com/versions.plist: no xdg-open on PATH"),
        (LocaleError.invalidIdentifier("!!", reason: "not a language"), "invalid locale identifier \"!!\": not a language"),
        (StringsError(.syntax, at: SourceLocation(file: "fr.lproj/A.strings", line: 2, column: 5), "missing ';'"), ""),
    ]

    @Test func localizedDescriptionIsTheMessage() {
        for (error, expected) in Self.errors {
            #expect(error.localizedDescription == error.description, "\(type(of: error))")
            if !expected.isEmpty { #expect(error.localizedDescription == expected) }
            #expect(!error.localizedDescription.contains("The operation could not be completed"))
        }
    }
}
