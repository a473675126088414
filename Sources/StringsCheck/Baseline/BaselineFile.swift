#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import IVersionSupport
import Strings

/// Reading a baseline from disk and writing one atomically.
///
/// A write goes through the package's atomic writer (a temporary file beside the target, flushed,
/// renamed over it), so a reader (or a run that is interrupted) sees the old file or the new one,
/// never half of one.
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
            throw .unreadable(path: path, reason: (error as? StringsError)?.message ?? "\(error)")
        }
        return try Baseline.decode(Data(bytes), path: path)
    }

    /// Writes a baseline: to a temporary file in the same directory, then renamed over `path`.
    /// - Parameters:
    ///   - baseline: The baseline.
    ///   - path: The file to create or replace.
    /// - Throws: ``BaselineError/cannotWrite(path:reason:)``; the old file, if any, is unchanged.
    public static func write(_ baseline: Baseline, to path: String) throws(BaselineError) {
        do {
            // A baseline is shared through version control: readable by all, as any file the user writes.
            try AtomicFileWriter.write(baseline.encoded(), to: URL(fileURLWithPath: path), permissions: 0o644)
        } catch {
            throw .cannotWrite(path: path, reason: error.reason)
        }
    }
}
