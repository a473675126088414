import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading a baseline from disk and writing one atomically.
///
/// A write goes to a temporary file beside the target and is renamed over it, so a reader (or
/// a run that is interrupted) sees the old file or the new one, never half of one.
///
/// ```swift
/// try BaselineFile.write(Baseline(report: report, relativeTo: root), to: "strings-baseline.json")
/// let baseline = try BaselineFile.read("strings-baseline.json")
/// ```
public enum BaselineFile {
    /// Reads and decodes a baseline.
    /// - Parameters:
    ///   - path: The file.
    ///   - fileSystem: Where to read it (the disk unless a test passes a double).
    /// - Returns: The baseline.
    /// - Throws: A ``BaselineError`` when the file is missing, unreadable or not a baseline.
    public static func read(_ path: String, fileSystem: any FileSystem = LocalFileSystem()) throws(BaselineError) -> Baseline {
        switch fileSystem.isDirectory(path) {
        case nil: throw .notFound(path: path)
        case true?: throw .unreadable(path: path, reason: "it is a directory")
        case false?: break
        }
        let bytes: [UInt8]
        do {
            bytes = try fileSystem.read(path)
        } catch {
            throw .unreadable(path: path, reason: "\(error.localizedDescription)")
        }
        return try Baseline.decode(Data(bytes), path: path)
    }

    /// Writes a baseline: to a temporary file in the same directory, then renamed over `path`.
    /// - Parameters:
    ///   - baseline: The baseline.
    ///   - path: The file to create or replace.
    /// - Throws: ``BaselineError/cannotWrite(path:reason:)``; the old file, if any, is unchanged.
    public static func write(_ baseline: Baseline, to path: String) throws(BaselineError) {
        let target = URL(fileURLWithPath: path)
        let temporary = target.deletingLastPathComponent()
            .appendingPathComponent(".\(target.lastPathComponent).\(UUID().uuidString).tmp")
        do {
            try baseline.encoded().write(to: temporary)
        } catch {
            throw .cannotWrite(path: path, reason: error.localizedDescription)
        }
        guard rename(temporary.path, target.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw .cannotWrite(path: path, reason: reason)
        }
    }
}
