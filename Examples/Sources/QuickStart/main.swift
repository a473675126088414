// The README's quick start as a program: the lines between the markers are the README's, letter for letter
// (ExamplesTests). Usage: quick-start <versions-plist-url>; prints each alert as `<kind>: <title>`.
import Foundation
import IVersion

let feedURL = URL(string: CommandLine.arguments[1])!
func show(_ alert: AlertModel) { print("\(alert.kind.rawValue): \(alert.title)") }

// quick-start:begin
let configuration = Configuration(applicationVersion: "1.0", applicationBundleID: "com.example.notes",
                                  feeds: [.versionsPlist(feedURL)])   // your versions plist
let checker = VersionChecker(configuration: configuration)
for alert in try await checker.launch().alerts { show(alert) }
// quick-start:end
