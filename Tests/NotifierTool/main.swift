// A command-line tool adopting UpdateNotifier as the README shows, run by UpdateNotifierTests in
// pseudo-terminals: the lines between the markers must be the README's, letter for letter.
// Usage: notifier-tool <versions-plist-url> [--json] [--no-update-notifier]
import Foundation
import IVersion
import IVersionNotifier

let feedURL = URL(string: CommandLine.arguments[1])!
let json = CommandLine.arguments.contains("--json")

// notifier:begin
var configuration = Configuration(applicationVersion: "1.0", applicationBundleID: "com.example.tool",
                                  feeds: [.versionsPlist(feedURL)])
configuration.updateURL = URL(string: "https://example.com/tool")   // where Download leads
let notifier = UpdateNotifier(configuration: configuration)          // reads --no-update-notifier itself
if await notifier.runBackgroundCheckIfRequested() { exit(0) }        // the notifier's own background process ends here
await notifier.notify(machineReadableOutput: json)
// notifier:end

// The tool's own work, on standard output.
print(json ? #"{"result": "done"}"# : "done")
