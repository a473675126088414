import Foundation
import PropertySupport

/// A scratch folder of generated files for a command to read, removed when the run is measured.
struct ScratchTree {
    let root: URL
    private(set) var bytes = 0

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("scaling-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    /// Writes `text` at `path` (relative to the root), creating its folders; counted as input.
    mutating func write(_ path: String, _ text: String) throws {
        let file = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let data = Data(text.utf8)
        try data.write(to: file)
        bytes += data.count
    }

    /// Creates an empty folder at `path`; counted as one input byte (a name in a listing).
    mutating func folder(_ path: String) throws {
        try FileManager.default.createDirectory(at: root.appendingPathComponent(path), withIntermediateDirectories: true)
        bytes += 1
    }

    /// Counts as input a file something other than ``write(_:_:)`` put in the tree.
    mutating func count(file path: String) {
        bytes += (try? FileManager.default.attributesOfItem(atPath: root.appendingPathComponent(path).path)[.size] as? Int) ?? 0
    }

    func remove() { try? FileManager.default.removeItem(at: root) }
}

/// The package's commands, built beside the test binary.
enum PackageCommand: String {
    case stringsCheck = "strings-check"
    case iversion

    var path: String {
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        return URL(fileURLWithPath: executable).deletingLastPathComponent().appendingPathComponent(rawValue).path
    }

    /// Runs the command on a tree built by `build` (not timed) and measures the child.
    /// - Parameters:
    ///   - arguments: The command's arguments; `{root}` stands for the tree's folder.
    ///   - outputFile: A file the command writes (relative to the root) whose size is its output, instead
    ///     of standard output.
    static func sample(_ command: PackageCommand, _ arguments: [String], outputFile: String? = nil,
                       build: (inout ScratchTree) throws -> Void) throws -> ScalingSample {
        var tree = try ScratchTree()
        defer { tree.remove() }
        try build(&tree)
        let root = tree.root.path
        let usage = try ChildUsage.run(command.path, arguments.map { $0.replacingOccurrences(of: "{root}", with: root) }, in: root)
        var output = usage.standardOutputBytes
        if let outputFile {
            output = (try? FileManager.default.attributesOfItem(atPath: root + "/" + outputFile)[.size] as? Int) ?? 0
        }
        return ScalingSample(inputBytes: tree.bytes, outputBytes: output, cpuSeconds: usage.cpuSeconds, peakMegabytes: usage.peakMegabytes,
                             status: usage.status)
    }
}
