// A command-line tool with the update notifier. Usage: tool <versions-plist-url> [--json]
// Its own work is to print "done"; a notice of a new version goes to standard error, on a terminal only.
import Foundation
import IVersion
import IVersionNotifier

let feedURL = URL(string: CommandLine.arguments[1])!
let json = CommandLine.arguments.contains("--json")

// First thing in main: the notifier never waits for the network. The README's lines, letter for letter.
// notifier:begin
var configuration = Configuration(applicationVersion: "1.0", applicationBundleID: "com.example.tool",
                                  feeds: [.versionsPlist(feedURL)])
configuration.updateURL = URL(string: "https://example.com/tool")   // where Download leads
let notifier = UpdateNotifier(configuration: configuration)          // reads --no-update-notifier itself
if await notifier.runBackgroundCheckIfRequested() { exit(0) }        // the notifier's own background process ends here
await notifier.notify(machineReadableOutput: json)
// notifier:end

print(json ? #"{"result": "done"}"# : "done")
