// alert-benchmark: from warm state, decide and compose one localised update alert.
// Run: swift run -c release alert-benchmark
// Baseline: Foundation composing the same English alert text (String(format:), DateFormatter,
// ByteCountFormatter) in the same run. Correctness first: both must produce the same texts.
import Foundation
import IVersion
import LocaleServices

let version = Version("1.1")
let configuration = {
    var configuration = Configuration(applicationVersion: version, applicationBundleID: "com.example.notes", applicationName: "Notes")
    configuration.remoteVersionsPlistURL = URL(string: "https://example.com/versions.plist")
    return configuration
}()
let feed = VersionsFeed(releases: [
    VersionNotes(version: Version("1.2"), lines: ["Faster sync", "Dark mode"]),
    VersionNotes(version: Version("1.1"), lines: ["Search in notes"]),
])
let release = AppStoreRelease(
    version: Version("1.2"), releaseNotes: "Faster sync", appID: 42, bundleID: "com.example.notes",
    storeURL: URL(string: "https://apps.apple.com/app/id42"), minimumOSVersion: Version("15.0"),
    releaseDate: Date(timeIntervalSince1970: 1_795_000_000), fileSizeBytes: 45_200_000)
let feeds = FetchedFeeds(remotePlist: .success(feed), appStore: .success(release))
let state = CheckState(lastVersion: version, viewedVersionDetails: true)
let now = Date(timeIntervalSince1970: 1_795_435_200)

@MainActor func ours(_ composer: AlertComposer) -> AlertModel {
    let decision = CheckEngine.remote(configuration, state: state, now: now, osVersion: Version("17.0"), feeds: feeds)
    guard case let .updateAvailable(update) = decision.outcome else { fatalError("expected an update: \(decision.outcome)") }
    return composer.updateAlert(update)
}

// Foundation doing the same work for English: the title, message, buttons, date and size lines.
let dateFormatter = DateFormatter()
dateFormatter.locale = Locale(identifier: "en_US")
dateFormatter.timeZone = TimeZone(identifier: "UTC")
dateFormatter.dateStyle = .medium
dateFormatter.timeStyle = .none
let sizeFormatter = ByteCountFormatter()
sizeFormatter.countStyle = .file
@MainActor func foundation() -> [String] {
    let newer = feed.releases.filter { $0.version > version }
    let title = String(format: "%@ (%@)", "New version available", newer[0].version.text)
    let message = newer.map { $0.lines.joined(separator: "\n") }.joined(separator: "\n")
    let date = String(format: "Released on %@", dateFormatter.string(from: release.releaseDate!))
    let size = String(format: "Download size: %@", sizeFormatter.string(fromByteCount: release.fileSizeBytes!))
    return [title, message, "Download", "Remind Me Later", "Ignore", date, size]
}

@MainActor func measure(_ label: String, iterations: Int, _ body: () -> Void) -> Double {
    for _ in 0..<1_000 { body() }  // warm up
    let start = DispatchTime.now().uptimeNanoseconds
    for _ in 0..<iterations { body() }
    let perCall = Double(DispatchTime.now().uptimeNanoseconds - start) / Double(iterations) / 1_000
    print("  \(label.padding(toLength: 44, withPad: " ", startingAt: 0)) \(String(format: "%8.2f", perCall)) µs/alert")
    return perCall
}

let english = AlertComposer(configuration: configuration, preferences: [.english], timeZone: "UTC")
let alert = ours(english)
let reference = foundation()
let ourTexts = [alert.title, alert.message] + alert.buttons.map(\.label) + [alert.releaseDateText ?? "", alert.downloadSizeText ?? ""]
guard ourTexts == reference else {
    print("MISMATCH\n ours:       \(ourTexts)\n foundation: \(reference)")
    exit(1)
}
print("Texts agree with Foundation's: \(ourTexts.joined(separator: " | "))")

let iterations = 20_000
print("Decide + compose one update alert (warm), \(iterations) iterations:")
let oursEnglish = measure("ours, en", iterations: iterations) { _ = ours(english) }
for locale in ["ar", "ja", "ru"] {
    let composer = AlertComposer(configuration: configuration, preferences: PreferredLanguages([locale]).tags, timeZone: "UTC")
    _ = measure("ours, \(locale)", iterations: iterations) { _ = ours(composer) }
}
let baseline = measure("Foundation, en (texts only, no decision)", iterations: iterations) { _ = foundation() }
print(String(format: "Ratio (Foundation time / ours): %.2fx; target: under 50 µs per alert -> %@",
             baseline / oursEnglish, oursEnglish < 50 ? "met" : "NOT met"))
