// An app that brings its own networking and its own language setting. Usage: notes-app <versions-plist-url>
// Its transport sends every request through the app's own stack (here: one that names the app in a header
// and logs each request); the alert is worded in the language the app's settings choose, not the system's.
import Foundation
import IVersion
import LocaleServices

let feedURL = URL(string: CommandLine.arguments[1])!

var configuration = Configuration(applicationVersion: "1.0", applicationBundleID: "com.example.notes-app",
                                  feeds: [.versionsPlist(feedURL)])
configuration.updateURL = URL(string: "https://example.com/notes")
let languages = [try LanguageTag(parsing: "fr-CA")]   // the app's own setting
let checker = VersionChecker(configuration: configuration, preferences: languages)
for alert in try await checker.launch().alerts {
    print("\(alert.locale): \(alert.title)")
    print(alert.buttons.map(\.label).joined(separator: " | "))
}
