// The whole `strings-check` process against a plain Python script on the `dotstrings` package
// (baseline/dotstrings_check.py: missing keys and format specifiers), on a generated tree of
// 100 languages × 2,000 keys (a commented .strings file of about 120 KB and a .stringsdict of 20
// plurals per language, about 13 MB in all), in the same run. Targets: at least 10× faster, and a
// peak memory of at most twice the tree's size on disk.
//
// Correctness first: the tree has two planted defects (one language lacks a key, another drops a
// specifier); strings-check must report exactly those two and the script must find the same two.
//
//   pip install dotstrings                                  # the baseline's one dependency
//   swift build -c release --product strings-check
//   swift run -c release strings-check-benchmark [languages…]   # default: 100; also times the library in-process
import Foundation
import LocaleServices
import StringsCheck

let keyCount = 2_000
let pluralCount = 20

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("strings-check-benchmark: \(message)\n".utf8))
    exit(1)
}

/// `count` distinct real-looking language tags (base `en` first): 50 languages × 20 regions.
func languageNames(_ count: Int) -> [String] {
    let languages = """
    fr de es it pt nl sv da nb fi pl cs sk sl hr sr bg ro hu el tr ru uk ar he fa hi bn ta th vi id ms ja ko \
    zh ca eu gl et lv lt is ga cy mt sq mk kk az
    """.split(separator: " ").map(String.init)
    let regions = ["", "AT", "BE", "BR", "CA", "CH", "DE", "ES", "FR", "GB", "IN", "IT", "MX", "NL", "PT", "SE", "US", "ZA", "AU", "NZ"]
    var names = ["en"]
    for region in regions {
        for language in languages where names.count < count {
            names.append(region.isEmpty ? language : "\(language)-\(region)")
        }
    }
    return names
}

/// The defects planted in a tree.
struct Planted {
    var missing: (language: String, key: String)
    var mismatch: (language: String, key: String)
}

/// The key of entry `index`, grouped by screen as real apps name them.
func key(_ index: Int) -> String { "screen.\(index % 37).key\(index)" }

/// A `.strings` file as Xcode exports them: a comment above each entry, one in ten a format.
func stringsFile(language: String, skipping skipped: Int?, droppingSpecifierOf dropped: Int?) -> String {
    var text = "/* Generated for the strings-check benchmark. */\n\n"
    text.reserveCapacity(keyCount * 72)
    for index in 0..<keyCount where index != skipped {
        let words = language == "en" ? "Value \(index) of the app" : "\(language) text \(index) of it"
        let value = index % 10 == 0 && index != dropped ? "\(words): %@ and %d" : words
        text += "/* Screen \(index % 37) */\n\"\(key(index))\" = \"\(value)\";\n"
    }
    return text
}

func stringsdictFile(language: String) throws -> String {
    let categories = try PluralRules.rules(for: LanguageTag(parsing: language)).categories
    var text = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>

    """
    for index in 0..<pluralCount {
        text += "\t<key>plural\(index)</key>\n\t<dict>\n\t\t<key>NSStringLocalizedFormatKey</key>\n\t\t<string>%#@items@</string>\n"
        text += "\t\t<key>items</key>\n\t\t<dict>\n\t\t\t<key>NSStringFormatSpecTypeKey</key>\n\t\t\t<string>NSStringPluralRuleType</string>\n"
        text += "\t\t\t<key>NSStringFormatValueTypeKey</key>\n\t\t\t<string>d</string>\n"
        for category in categories {
            text += "\t\t\t<key>\(category.rawValue)</key>\n\t\t\t<string>%d \(language) \(category.rawValue) \(index)</string>\n"
        }
        text += "\t\t</dict>\n\t</dict>\n"
    }
    return text + "</dict>\n</plist>\n"
}

/// Writes a tree; returns its directory, its size on disk in bytes and the planted defects.
func generate(languages count: Int, in root: URL) throws -> (directory: URL, bytes: Int, planted: Planted) {
    let directory = root.appendingPathComponent("tree-\(count)")
    let names = languageNames(count)
    let planted = Planted(missing: (names[names.count / 2], key(1_234)), mismatch: (names[names.count / 3], key(990)))
    var bytes = 0
    for name in names {
        let folder = directory.appendingPathComponent("\(name).lproj")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let strings = stringsFile(language: name, skipping: name == planted.missing.language ? 1_234 : nil,
                                  droppingSpecifierOf: name == planted.mismatch.language ? 990 : nil)
        let plurals = try stringsdictFile(language: name)
        try strings.write(to: folder.appendingPathComponent("Localizable.strings"), atomically: false, encoding: .utf8)
        try plurals.write(to: folder.appendingPathComponent("Localizable.stringsdict"), atomically: false, encoding: .utf8)
        bytes += strings.utf8.count + plurals.utf8.count
    }
    return (directory, bytes, planted)
}

/// (rule, language, key) of each finding line, for comparing tools that word them differently.
func findings(in output: String, languageAndKey: (String) -> (String, String)?) -> Set<String> {
    Set(output.split(separator: "\n").compactMap { line -> String? in
        guard let open = line.lastIndex(of: "["), line.hasSuffix("]") else { return nil }
        let rule = line[line.index(after: open)..<line.index(before: line.endIndex)]
        guard let (language, key) = languageAndKey(String(line)) else { return nil }
        return "\(rule) \(language) \(key)"
    })
}

/// The language (from the `<lang>.lproj` in the path) and the first quoted key of a finding line.
func languageAndKey(_ line: String) -> (String, String)? {
    guard let lproj = line.range(of: ".lproj/"),
          let slash = line[..<lproj.lowerBound].lastIndex(of: "/"),
          let quote = line.firstIndex(of: "\"") else { return nil }
    let language = String(line[line.index(after: slash)..<lproj.lowerBound])
    let rest = line[line.index(after: quote)...]
    guard let close = rest.firstIndex(of: "\"") else { return nil }
    return (language, String(rest[..<close]))
}

/// Runs a program to the end; returns its standard output, exit status, wall time and peak memory.
func measure(_ executable: String, _ arguments: [String]) throws -> (output: String, status: Int32, seconds: Double, peakBytes: Int) {
    let outputFile = FileManager.default.temporaryDirectory.appendingPathComponent("strings-check-benchmark-\(UUID().uuidString).out")
    defer { try? FileManager.default.removeItem(at: outputFile) }
    var actions: posix_spawn_file_actions_t = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, outputFile.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    let start = DispatchTime.now().uptimeNanoseconds
    let spawned = posix_spawnp(&pid, executable, &actions, nil, argv, environ)
    guard spawned == 0 else { fail("cannot start \(executable): \(String(cString: strerror(spawned)))") }
    // The child's own peak, read from /proc while it runs. Not wait4's ru_maxrss: posix_spawn shares
    // this process's memory until the exec, and Linux carries that high-water mark into the child,
    // so ru_maxrss would report this benchmark's size, not strings-check's.
    let name = String(URL(fileURLWithPath: executable).lastPathComponent.prefix(15))
    var peakKilobytes = 0
    var status: Int32 = 0
    while true {
        let waited = waitpid(pid, &status, WNOHANG)
        if waited == pid || (waited < 0 && errno != EINTR) { break }
        if let peak = highWaterMark(pid: pid, name: name) { peakKilobytes = max(peakKilobytes, peak) }
        usleep(500)
    }
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    let output = (try? String(contentsOf: outputFile, encoding: .utf8)) ?? ""
    // The exit status is in bits 8–15.
    return (output, (status >> 8) & 0xFF, seconds, peakKilobytes * 1024)
}

/// VmHWM of a running process in kilobytes, once it runs `name` (before its exec it is still a
/// copy of the benchmark), or nil.
func highWaterMark(pid: pid_t, name: String) -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return nil }
    var isTarget = false, peak: Int?
    for line in status.split(separator: "\n") {
        if line.hasPrefix("Name:") { isTarget = line.dropFirst(5).trimmingCharacters(in: .whitespaces) == name }
        if line.hasPrefix("VmHWM:") { peak = Int(line.dropFirst(6).filter(\.isNumber)) }
    }
    return isTarget ? peak : nil
}

let counts = CommandLine.arguments.dropFirst().compactMap(Int.init)
let root = FileManager.default.temporaryDirectory.appendingPathComponent("strings-check-benchmark-\(ProcessInfo.processInfo.processIdentifier)")
defer { try? FileManager.default.removeItem(at: root) }
let cli = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("strings-check").path
let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("baseline/dotstrings_check.py").path

print("strings-check benchmark: \(keyCount) keys + \(pluralCount) plurals per language, 2 files per language")
for count in counts.isEmpty ? [100] : counts {
    let tree = try generate(languages: count, in: root)
    let expected: Set<String> = [
        "missing-key \(tree.planted.missing.language) \(tree.planted.missing.key)",
        "format-mismatch \(tree.planted.mismatch.language) \(tree.planted.mismatch.key)",
    ]
    // Correctness first: the library, the CLI and the script each find exactly the two defects.
    let report = try Checker(configuration: CheckConfiguration(paths: [tree.directory.path])).run()
    let library = findings(in: report.diagnostics.map(\.description).joined(separator: "\n"), languageAndKey: languageAndKey)
    guard library == expected else { fail("\(count) languages: the library found \(library.sorted()), expected \(expected.sorted())") }
    print(String(format: "\n%d languages, %d files, %.1f MB on disk", count, count * 2, Double(tree.bytes) / 1e6))

    var best = Double.infinity
    for _ in 0..<3 {
        let start = DispatchTime.now().uptimeNanoseconds
        _ = try Checker(configuration: CheckConfiguration(paths: [tree.directory.path])).run()
        best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    print(String(format: "  library, in process (best of 3): %.3f s (%.2f ms per file)", best, best * 1000 / Double(count * 2)))

    guard FileManager.default.isExecutableFile(atPath: cli) else {
        print("  (CLI not timed: build it with `swift build -c release --product strings-check`)")
        continue
    }
    var cliRuns: [(seconds: Double, peakBytes: Int)] = []
    for _ in 0..<5 {
        let run = try measure(cli, [tree.directory.path, "--no-summary"])
        let found = findings(in: run.output, languageAndKey: languageAndKey)
        guard run.status == 1, found == expected else { fail("CLI: exit \(run.status), found \(found.sorted()), expected \(expected.sorted())") }
        cliRuns.append((run.seconds, run.peakBytes))
    }
    let cliBest = cliRuns.map(\.seconds).min()!, cliPeak = cliRuns.map(\.peakBytes).max()!
    print(String(format: "  strings-check, whole process (best of 5): %.3f s, peak memory (VmHWM, sampled every 0.5 ms) %.1f MB = %.2f× the tree (target ≤ 2×)",
                 cliBest, Double(cliPeak) / 1e6, Double(cliPeak) / Double(tree.bytes)))

    let probe = try measure("python3", ["-c", "import dotstrings"])
    guard probe.status == 0 else {
        print("  (dotstrings baseline not run: `pip install dotstrings`)")
        continue
    }
    var scriptBest = Double.infinity
    for _ in 0..<3 {
        let run = try measure("python3", [script, tree.directory.path])
        let found = findings(in: run.output, languageAndKey: languageAndKey)
        guard run.status == 1, found == expected else { fail("dotstrings script: exit \(run.status), found \(found.sorted()), expected \(expected.sorted())") }
        scriptBest = min(scriptBest, run.seconds)
    }
    print(String(format: "  dotstrings script, whole process (best of 3): %.3f s", scriptBest))
    print(String(format: "  ratio: strings-check is %.1f× faster (target ≥ 10×)", scriptBest / cliBest))
    try FileManager.default.removeItem(at: tree.directory)
}
