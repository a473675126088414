// Compares StringsFileParser with Foundation's PropertyListSerialization on the same bytes:
// first proves both give identical tables, then times both and prints MB/s and the ratio.
//   swift run -c release strings-benchmark [path/to/Localizations]
//   STRINGS_BENCHMARK_TREE=path/to/an/app strings-benchmark   adds every .strings file under that folder (a real
//   project's), skipping, and counting, the files Foundation itself refuses or reads as something else
import Foundation
import Strings

struct Workload {
    var name: String
    var files: [[UInt8]]
    var bytes: Int { files.reduce(0) { $0 + $1.count } }
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("strings-benchmark: \(message)\n".utf8))
    exit(1)
}

func localizationsDirectory() -> URL {
    if CommandLine.arguments.count > 1 { return URL(fileURLWithPath: CommandLine.arguments[1]) }
    let besideSource = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Localizations").standardized
    if FileManager.default.fileExists(atPath: besideSource.path) { return besideSource }
    return URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("Localizations")
}

func localizationFiles() -> [[UInt8]] {
    let directory = localizationsDirectory()
    let folders = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    let files = folders.filter { $0.hasSuffix(".lproj") }.sorted().compactMap { folder in
        FileManager.default.contents(atPath: directory.appendingPathComponent("\(folder)/iVersion.strings").path).map { [UInt8]($0) }
    }
    if files.isEmpty { fail("no <lang>.lproj/iVersion.strings under \(directory.path); pass the folder as an argument") }
    return files
}

func utf16LittleEndian(_ text: String) -> [UInt8] {
    var bytes: [UInt8] = [0xFF, 0xFE]
    bytes.reserveCapacity(text.utf8.count * 2)
    for unit in text.utf16 { bytes.append(UInt8(unit & 0xFF)); bytes.append(UInt8(unit >> 8)) }
    return bytes
}

let limits = ParserLimits(maximumBytes: 1 << 30)

func ours(_ bytes: [UInt8]) -> ParsedStringsFile {
    do { return try StringsFileParser.parse(bytes, limits: limits) } catch { fail("our parser failed: \(error)") }
}

func foundation(_ bytes: [UInt8]) -> Any {
    do { return try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil) } catch {
        fail("Foundation failed: \(error)")
    }
}

/// Correctness first: a fast wrong answer must never look like a win.
func verify(_ workload: Workload) {
    for (index, file) in workload.files.enumerated() {
        guard let expected = foundation(file) as? [String: String] else { fail("\(workload.name) #\(index): Foundation gave no string table") }
        let table = ours(file).table
        guard table == expected else {
            let differing = Set(table.keys).symmetricDifference(expected.keys).union(expected.keys.filter { table[$0] != expected[$0] })
            fail("\(workload.name) #\(index): tables differ (\(differing.count) keys, e.g. \(differing.prefix(3)))")
        }
    }
}

/// The median seconds of `iterations` passes over every file.
func time(_ workload: Workload, iterations: Int, _ body: ([UInt8]) -> Void) -> Double {
    var samples: [Double] = []
    for _ in 0..<iterations {
        let start = ContinuousClock.now
        for file in workload.files { body(file) }
        let elapsed = ContinuousClock.now - start
        samples.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
    }
    return samples.sorted()[samples.count / 2]
}

// Made on demand, so the profiling mode below builds (and profiles) only the workload it parses.
nonisolated(unsafe) var corpusText: String?
func generatedText() -> String {
    if let corpusText { return corpusText }
    let text = Corpus.text(megabytes: 20)
    corpusText = text
    return text
}
/// Every `.strings` file under a real project's folder that Foundation reads as a table of strings: the
/// others (Foundation refuses them, or reads an array) are no common ground and are only counted.
func treeFiles(_ root: String) -> Workload {
    let paths = (FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".strings") }.sorted()
    var files: [[UInt8]] = []
    for path in paths {
        guard let data = FileManager.default.contents(atPath: root + "/" + path) else { continue }
        if (try? PropertyListSerialization.propertyList(from: data, options: [], format: nil)) is [String: String] {
            files.append([UInt8](data))
        }
    }
    if files.isEmpty { fail("no .strings file under \(root) that Foundation reads as a table") }
    print("\(root): \(paths.count) .strings files, \(files.count) read by Foundation as tables, \(paths.count - files.count) skipped")
    return Workload(name: "real files (\(files.count))", files: files)
}

var workloads: [(make: () -> Workload, ourIterations: Int, foundationIterations: Int)] = [
    ({ Workload(name: "Localizations/ (UTF-8)", files: localizationFiles()) }, 200, 20),
    ({ Workload(name: "project-shaped corpus (3,650 files)", files: ProjectCorpus.files()) }, 9, 3),
    ({ Workload(name: "generated corpus, UTF-8", files: [Array(generatedText().utf8)]) }, 7, 3),
    ({ Workload(name: "generated corpus, UTF-16LE", files: [utf16LittleEndian(generatedText())]) }, 7, 3),
]

if let tree = ProcessInfo.processInfo.environment["STRINGS_BENCHMARK_TREE"] {
    workloads.append(({ treeFiles(tree) }, 20, 5))
}

if let only = ProcessInfo.processInfo.environment["STRINGS_BENCHMARK_PROFILE"] {
    // Profiling aid: parse one workload (0 to 3, in table order) with our parser only, many times, and no Foundation.
    var workload = workloads[Int(only) ?? 0].make()
    // Optionally only the files of one form (xml, utf16, utf8), to see what each costs.
    switch ProcessInfo.processInfo.environment["STRINGS_BENCHMARK_FORM"] {
    case "xml": workload.files = workload.files.filter { $0.starts(with: Array("<?xml".utf8)) }
    case "utf16": workload.files = workload.files.filter { $0.starts(with: [0xFF, 0xFE]) }
    case "utf8": workload.files = workload.files.filter { !$0.starts(with: [0xFF, 0xFE]) && !$0.starts(with: Array("<?xml".utf8)) }
    default: break
    }
    var best = Duration.seconds(1000)
    let start = ContinuousClock.now
    let rounds = Int(ProcessInfo.processInfo.environment["STRINGS_BENCHMARK_ROUNDS"] ?? "") ?? .max
    var done = 0
    while done < rounds, rounds != .max || ContinuousClock.now - start < .seconds(4) {
        done += 1
        let round = ContinuousClock.now
        for file in workload.files { _ = ours(file) }
        best = min(best, ContinuousClock.now - round)
    }
    let seconds = Double(best.components.seconds) + Double(best.components.attoseconds) / 1e18
    print(workload.name, String(format: "%.2f MB, best %.1f ms, %.1f MB/s", Double(workload.bytes) / 1_048_576, seconds * 1000, Double(workload.bytes) / 1_048_576 / seconds))
    exit(0)
}

/// The shape of a many-file workload, so a reader can check it against the one asked for.
func describeShape(_ workload: Workload) -> String {
    let sizes = workload.files.map(\.count).sorted()
    let utf16 = workload.files.filter { $0.starts(with: [0xFF, 0xFE]) }.count
    let bom = workload.files.filter { $0.starts(with: [0xEF, 0xBB, 0xBF]) }.count
    let xml = workload.files.filter { $0.starts(with: Array("<?xml".utf8)) }.count
    func kilobytes(_ bytes: Int) -> String { String(format: "%.1f KB", Double(bytes) / 1000) }
    return "\(workload.name): \(sizes.count) files, " + String(format: "%.2f MB", Double(workload.bytes) / 1e6)
        + ", mean \(kilobytes(workload.bytes / max(1, sizes.count))), median \(kilobytes(sizes[sizes.count / 2])), largest \(kilobytes(sizes.last ?? 0));"
        + " \(utf16) UTF-16LE+BOM, \(bom) UTF-8+BOM, \(xml) XML plist"
}

let made = workloads.map { ($0.make(), $0.ourIterations, $0.foundationIterations) }
for (workload, _, _) in made where workload.files.count > 1000 { print(describeShape(workload)) }
print("workload                              size      ours MB/s   Foundation MB/s   ratio")
for (workload, ourIterations, foundationIterations) in made {
    verify(workload)
    let megabytes = Double(workload.bytes) / 1_048_576
    let ourSeconds = time(workload, iterations: ourIterations) { _ = ours($0) }
    let theirSeconds = time(workload, iterations: foundationIterations) { _ = foundation($0) }
    let size = String(format: "%7.2f MB", megabytes)
    print(workload.name.padding(toLength: 37, withPad: " ", startingAt: 0), size,
          String(format: "%11.1f %17.1f %8.1fx", megabytes / ourSeconds, megabytes / theirSeconds, theirSeconds / ourSeconds))
}
