// Times a full `strings-check` run on generated trees of 10, 100 and 1,000 languages × 2,000
// keys (each language with a .strings file and a .stringsdict of 20 plurals), against a baseline
// that does the core of the work with Foundation: PropertyListSerialization reading every file
// and a set difference per language for the missing keys.
//
// Correctness first: each tree has exactly one planted defect (one language lacks one key); the
// checker must report exactly that and nothing else, and the baseline must find the same key.
//
//   swift build -c release --product strings-check     # optional: also times the CLI on 100 languages
//   swift run -c release strings-check-benchmark [languages…]   # default: 10 100 1000
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

func stringsFile(language: String, skipping skipped: Int?) -> String {
    var text = "/* Generated for the strings-check benchmark. */\n"
    text.reserveCapacity(keyCount * 48)
    for index in 0..<keyCount where index != skipped {
        let value = language == "en" ? "Value number \(index)" : "\(language) text \(index)"
        text += index % 10 == 0 ? "\"key\(index)\" = \"\(value) %@ and %d\";\n" : "\"key\(index)\" = \"\(value)\";\n"
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

/// Writes a tree and returns its directory and the planted defect (language, key).
func generate(languages count: Int, in root: URL) throws -> (directory: URL, language: String, key: String) {
    let directory = root.appendingPathComponent("tree-\(count)")
    let names = languageNames(count)
    let defectLanguage = names[names.count / 2]
    let defectIndex = 1_234
    for name in names {
        let folder = directory.appendingPathComponent("\(name).lproj")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try stringsFile(language: name, skipping: name == defectLanguage ? defectIndex : nil)
            .write(to: folder.appendingPathComponent("Localizable.strings"), atomically: false, encoding: .utf8)
        try stringsdictFile(language: name).write(to: folder.appendingPathComponent("Localizable.stringsdict"), atomically: false, encoding: .utf8)
    }
    return (directory, defectLanguage, "key\(defectIndex)")
}

func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

/// Foundation's version of the core work: read every file, then the missing keys per language.
func baseline(_ directory: URL) throws -> [(language: String, key: String)] {
    var tables: [String: Set<String>] = [:]
    for folder in try FileManager.default.contentsOfDirectory(atPath: directory.path) where folder.hasSuffix(".lproj") {
        var keys = Set<String>()
        for file in ["Localizable.strings", "Localizable.stringsdict"] {
            let data = try Data(contentsOf: directory.appendingPathComponent("\(folder)/\(file)"))
            let table = try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] ?? [:]
            keys.formUnion(table.keys)
        }
        tables[String(folder.dropLast(6))] = keys
    }
    let base = tables["en"] ?? []
    return tables.flatMap { language, keys in base.subtracting(keys).map { (language, $0) } }
}

let counts = CommandLine.arguments.dropFirst().compactMap(Int.init)
let root = FileManager.default.temporaryDirectory.appendingPathComponent("strings-check-benchmark-\(ProcessInfo.processInfo.processIdentifier)")
defer { try? FileManager.default.removeItem(at: root) }
let cli = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("strings-check")

print("strings-check benchmark: \(keyCount) keys + \(pluralCount) plurals per language, 2 files per language")
print("languages  files  check (s)  per file (ms)  Foundation baseline (s)  ratio")
for count in counts.isEmpty ? [10, 100, 1_000] : counts {
    let tree = try generate(languages: count, in: root)
    let configuration = CheckConfiguration(paths: [tree.directory.path])
    // Correctness first: exactly the planted defect, and the baseline agrees.
    let report = try Checker(configuration: configuration).run()
    let expected = "\(tree.directory.path)/\(tree.language).lproj/Localizable.strings:1:1: error: \(tree.language) lacks \"\(tree.key)\", which the base (en) defines [missing-key]"
    guard report.diagnostics.map(\.description) == [expected] else {
        fail("\(count) languages: expected only the planted defect, got \(report.diagnostics.count) diagnostics: \(report.diagnostics.prefix(3))")
    }
    let found = try baseline(tree.directory)
    guard found.count == 1, found[0].language == tree.language, found[0].key == tree.key else { fail("baseline disagrees: \(found.prefix(3))") }

    // Best of three, after the run above warmed the caches.
    var best = Double.infinity
    for _ in 0..<3 { best = min(best, try seconds { _ = try Checker(configuration: configuration).run() }) }
    var baselineBest = Double.infinity
    for _ in 0..<3 { baselineBest = min(baselineBest, try seconds { _ = try baseline(tree.directory) }) }
    let files = count * 2
    print(String(format: "%9d  %5d  %9.3f  %13.3f  %23.3f  %5.2fx", count, files, best, best * 1000 / Double(files), baselineBest, baselineBest / best))

    if count == 100, FileManager.default.isExecutableFile(atPath: cli.path) {
        let time = try seconds {
            let process = Process()
            process.executableURL = cli
            process.arguments = [tree.directory.path, "--no-summary"]
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            guard process.terminationStatus == 1 else { fail("CLI exited with \(process.terminationStatus), expected 1 (the planted defect)") }
        }
        print(String(format: "  CLI (%@, whole process): %.3f s for 100 languages", cli.path, time))
    } else if count == 100 {
        print("  (CLI not timed: build it with `swift build -c release --product strings-check`)")
    }
    try FileManager.default.removeItem(at: tree.directory)
}
