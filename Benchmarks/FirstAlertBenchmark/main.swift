// first-alert-benchmark: the first update alert of a fresh process, the cost every app pays once.
// Run: swift build -c release --product first-alert-benchmark && .build/release/first-alert-benchmark [runs]
//
// Each sample is a new process (this program, re-run with `--child ours|foundation|idle`), so nothing is
// warm: not the bundle lookup, the tables, the language matcher nor ICU. The child times from its first
// library call to the composed alert and reads its resident memory (VmRSS) before and after.
// Baseline, in the same run: Foundation composing the same English texts in a fresh process (String(format:),
// DateFormatter, ByteCountFormatter). Correctness first: ours in English must give Foundation's texts, and
// ours in German the German title, before anything is timed.
#if canImport(Glibc)
import Glibc
#endif
import Foundation
import AlertScenario
import IVersion
import IVersionLocalizations
import Strings
import LocaleServices
@_spi(Engine) import IVersionCore

/// Monotonic nanoseconds, read without going through any library under test.
func nanoseconds() -> UInt64 {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
}

/// This process's resident memory in kilobytes (VmRSS of /proc/self/status, or another field of it, such
/// as `RssAnon:` for private memory or `RssFile:` for pages of mapped files), read with plain C calls.
func residentKilobytes(_ field: String = "VmRSS:") -> Int {
    guard let file = fopen("/proc/self/status", "r") else { return -1 }
    defer { fclose(file) }
    var line = [CChar](repeating: 0, count: 256)
    while fgets(&line, Int32(line.count), file) != nil {
        if strncmp(line, field, field.utf8.count) == 0 { return Int(atol(Array(line[field.utf8.count...]))) }
    }
    return -1
}

/// The work of one child: the alert's texts, in the order both sides produce them.
func oursFirstAlert(language: String) -> [String] {
    let scenario = AlertScenario()
    // The time zone as an app leaves it: the default, the system's.
    let composer = AlertComposer(configuration: scenario.configuration, preferences: PreferredLanguages([language]).tags)
    return AlertScenario.texts(composer.updateAlert(scenario.update()))
}

/// Foundation's first composition of the same English texts.
func foundationFirstAlert() -> [String] {
    FoundationAlertTexts(timeZone: .current).texts(AlertScenario())
}

/// The same work as ``oursFirstAlert(language:)`` in steps, each with its time and resident growth, for
/// the profile of what is left (`--phases`).
func phases(language: String) {
    var last = (nanoseconds(), residentKilobytes(), residentKilobytes("RssAnon:"), residentKilobytes("RssFile:"))
    func step(_ name: String) {
        let now = (nanoseconds(), residentKilobytes(), residentKilobytes("RssAnon:"), residentKilobytes("RssFile:"))
        print("  \(name.padding(toLength: 44, withPad: " ", startingAt: 0)) \(String(format: "%7.3f ms  +%5.2f MB (private +%5.2f, mapped files +%5.2f)", Double(now.0 - last.0) / 1e6, Double(now.1 - last.1) / 1024, Double(now.2 - last.2) / 1024, Double(now.3 - last.3) / 1024))")
        last = (nanoseconds(), residentKilobytes(), residentKilobytes("RssAnon:"), residentKilobytes("RssFile:"))
    }
    let preferences = PreferredLanguages([language]).tags
    step("preferences (PreferredLanguages)")
    let scenario = AlertScenario()
    step("versions, configuration, feeds")
    let update = scenario.update()
    step("decision (CheckEngine.remote)")
    let bundle = LibraryLocalizations.bundle
    step("StringsBundle (compiled-in folder names)")
    let languages = bundle.languages
    step("the bundle's languages")
    let match = LanguageMatcher(available: languages).bestMatch(for: preferences)
    step("LanguageMatcher (the user's language)")
    _ = LocaleFormatter(locale: match?.formattingLocale ?? .english)
    step("LocaleFormatter (system time zone)")
    let composer = AlertComposer(configuration: scenario.configuration, preferences: preferences, library: bundle)
    step("AlertComposer (the lookup chain)")
    _ = composer.lookup.string("iVersionDownloadButton")
    step("the chosen language's table (read, parsed)")
    _ = try? composer.formatter.date(Date(timeIntervalSince1970: 1_795_000_000))
    step("release date (medium style)")
    _ = try? composer.formatter.byteCount(45_200_000)
    step("download size")
    _ = composer.updateAlert(update)
    step("updateAlert (the rest)")
}

/// Resident kilobytes of each mapped file (and of anonymous memory, as "[private]"), from /proc/self/smaps.
func residentByMapping() -> [String: Int] {
    guard let file = fopen("/proc/self/smaps", "r") else { return [:] }
    defer { fclose(file) }
    var result: [String: Int] = [:]
    var current = "[private]"
    var line = [CChar](repeating: 0, count: 4096)
    while fgets(&line, Int32(line.count), file) != nil {
        let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        if let first = text.first, first.isHexDigit, text.contains("-") {
            let fields = text.split(separator: " ", omittingEmptySubsequences: true)
            current = fields.count >= 6 ? String(fields[5].dropLast(fields[5].hasSuffix("\n") ? 1 : 0)).split(separator: "/").last.map(String.init) ?? "[private]" : "[private]"
        } else if text.hasPrefix("Rss:") {
            result[current, default: 0] += Int(text.split(separator: " ")[1]) ?? 0
        }
    }
    return result
}

// MARK: Child: one measurement, printed as `nanoseconds rssBefore rssAfter` then the texts, one per line.

let arguments = CommandLine.arguments
if arguments.count >= 2, arguments[1] == "--phases" {
    print("One fresh process, step by step (time, resident growth):")
    phases(language: arguments.count > 2 ? arguments[2] : "de")
    exit(0)
}
if arguments.count >= 2, arguments[1] == "--mappings" {
    // Profiling aid: which mappings the first alert makes resident (file pages are mapped on first touch).
    // Reading smaps with Swift strings and a dictionary touches some of the runtime's pages first, so the
    // total here is below the benchmark's own figure (VmRSS read with plain C calls).
    let before = residentByMapping()
    _ = oursFirstAlert(language: arguments.count > 2 ? arguments[2] : "de")
    let after = residentByMapping()
    let grown = after.map { ($0.key, $0.value - (before[$0.key] ?? 0)) }.filter { $0.1 != 0 }.sorted { $0.1 > $1.1 }
    for (name, kilobytes) in grown { print(String(format: "%7d KB  %@", kilobytes, name)) }
    print(String(format: "%7d KB  total", grown.reduce(0) { $0 + $1.1 }))
    exit(0)
}
if arguments.count >= 3, arguments[1] == "--child" {
    let before = residentKilobytes()
    let start = nanoseconds()
    let texts: [String] = switch arguments[2] {
    case "foundation": foundationFirstAlert()
    case "idle": []
    default: oursFirstAlert(language: arguments.count > 3 ? arguments[3] : "de")
    }
    let elapsed = nanoseconds() - start
    let after = residentKilobytes()
    print("\(elapsed) \(before) \(after)")
    for text in texts { print(text.replacingOccurrences(of: "\n", with: "\\n")) }
    exit(0)
}

// MARK: Parent: fresh processes, medians.

struct Sample { var nanoseconds: UInt64; var before: Int; var after: Int; var texts: [String] }

func child(_ mode: String, _ extra: [String] = []) -> Sample {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    process.arguments = ["--child", mode] + extra
    let pipe = Pipe()
    process.standardOutput = pipe
    do { try process.run() } catch { fatalError("cannot run the child: \(error)") }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let numbers = lines[0].split(separator: " ").compactMap { Int($0) }
    guard process.terminationStatus == 0, numbers.count == 3 else { fatalError("child \(mode) failed: \(lines)") }
    return Sample(nanoseconds: UInt64(numbers[0]), before: numbers[1], after: numbers[2], texts: Array(lines.dropFirst().dropLast()))
}

func median<T: Comparable>(_ values: [T]) -> T { values.sorted()[values.count / 2] }

let runs = arguments.count > 1 ? Int(arguments[1]) ?? 21 : 21
let english = child("ours", ["en"]).texts, reference = child("foundation").texts
guard english == reference else { print("MISMATCH\n ours:       \(english)\n foundation: \(reference)"); exit(1) }
let german = child("ours", ["de"]).texts
guard german.first?.hasPrefix("Neue Version verfügbar") == true else { print("the German alert is wrong: \(german)"); exit(1) }
print("Texts agree with Foundation's (en), and the German alert reads: \(german[0])")

func report(_ label: String, _ samples: [Sample]) -> (milliseconds: Double, megabytes: Double) {
    let milliseconds = Double(median(samples.map(\.nanoseconds))) / 1e6
    let grown = Double(median(samples.map { $0.after - $0.before })) / 1024
    print("  \(label.padding(toLength: 40, withPad: " ", startingAt: 0)) \(String(format: "%7.3f ms   +%5.2f MB resident", milliseconds, grown))")
    return (milliseconds, grown)
}

print("First alert in a fresh process, median of \(runs) processes each:")
var samples: [String: [Sample]] = [:]
for _ in 0..<runs {
    // Interleaved, so a busy moment of the machine falls on all three alike.
    for mode in ["ours-de", "ours-en", "foundation"] {
        samples[mode, default: []].append(mode == "foundation" ? child("foundation") : child("ours", [String(mode.dropFirst(5))]))
    }
}
let oursGerman = report("ours, de (decide + compose)", samples["ours-de"]!)
let oursEnglish = report("ours, en (decide + compose)", samples["ours-en"]!)
let foundation = report("Foundation, en (texts only, no decision)", samples["foundation"]!)
print(String(format: "Ratio (Foundation time / ours, en): %.2fx", foundation.milliseconds / oursEnglish.milliseconds))
print(String(format: "Target: first alert <= 1 ms -> %@ (de %.3f ms); library memory <= 4 MB above the idle process -> %@ (+%.2f MB)",
             oursGerman.milliseconds <= 1 ? "met" : "NOT met", oursGerman.milliseconds,
             oursGerman.megabytes <= 4 ? "met" : "NOT met", oursGerman.megabytes))
