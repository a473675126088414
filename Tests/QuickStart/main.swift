// The README's quick start, compiled and run by QuickStartTests: the lines between the markers must be
// the README's, letter for letter. The test passes the versions plist's URL; the alerts are printed.
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
