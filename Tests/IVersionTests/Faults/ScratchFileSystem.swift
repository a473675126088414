import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A small tmpfs mounted for one test, so that a full disk and a read-only file system are real, not
/// simulated. Mounting needs root (CAP_SYS_ADMIN); the tests that use it are disabled elsewhere.
final class ScratchFileSystem: @unchecked Sendable {
    let url: URL

    /// Whether tmpfs can be mounted here (root in a machine or container that allows mounts).
    static let available: Bool = {
        guard geteuid() == 0, let probe = try? ScratchFileSystem(kilobytes: 64) else { return false }
        _ = probe
        return true
    }()

    /// Mounts an empty tmpfs of `kilobytes` on a fresh directory.
    init(kilobytes: Int) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("iversion-tmpfs-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        do {
            try Self.mount(["-t", "tmpfs", "-o", "size=\(kilobytes)k,mode=0700", "tmpfs", url.path])
        } catch {
            try? FileManager.default.removeItem(at: url)
            throw error
        }
    }

    deinit {
        _ = try? Self.run("/bin/umount", ["-l", url.path])
        try? FileManager.default.removeItem(at: url)
    }

    /// Fills the file system to the last byte with one file; removing it frees the space again.
    func fill() throws -> URL {
        let filler = url.appendingPathComponent("filler")
        guard let handle = FileHandle(forWritingAtPath: filler.path) ?? {
            FileManager.default.createFile(atPath: filler.path, contents: nil) ? FileHandle(forWritingAtPath: filler.path) : nil
        }() else { throw CocoaError(.fileWriteUnknown) }
        defer { try? handle.close() }
        let block = Data(repeating: 0x2E, count: 4096)
        // Bounded: a 64 KiB file system takes 16 writes; the cap stops a runaway if the mount is missing.
        for _ in 0..<4096 {
            do { try handle.write(contentsOf: block) } catch { break }
        }
        // Fill the last partial block byte by byte.
        for _ in 0..<4096 {
            do { try handle.write(contentsOf: Data([0x2E])) } catch { break }
        }
        return filler
    }

    /// Remounts read-only (`true`) or read-write (`false`).
    func setReadOnly(_ readOnly: Bool) throws {
        try Self.mount(["-o", readOnly ? "remount,ro" : "remount,rw", url.path])
    }

    private static func mount(_ arguments: [String]) throws {
        try run("/bin/mount", arguments)
    }

    private static func run(_ tool: String, _ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: arguments.joined(separator: " ")])
        }
    }
}
