import Foundation
import IVersionSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Moves an unusable state file aside to `<name>.corrupt-<timestamp>`, keeping the 3 newest such files.
///
/// Moving it (rather than overwriting it on the next save) keeps the evidence for a bug report and keeps
/// a file written by a newer app version from being lost; keeping only a few bounds the disk used by a
/// file that goes bad on every launch.
enum CorruptStateQuarantine {
    static let keptCount = 3

    static func prefix(for file: URL) -> String {
        file.lastPathComponent + ".corrupt-"
    }

    /// Moves `file` aside; never throws, since the checker carries on from a fresh state either way.
    static func moveAside(_ file: URL, reason: String, now: Date = Date()) -> StateRecovery {
        let directory = file.deletingLastPathComponent()
        // Colons are not allowed in file names on some systems; the rest stays readable and sorts by time.
        let stamp = ISO8601Timestamp.string(from: now, milliseconds: true).replacingOccurrences(of: ":", with: "")
        var destination = directory.appendingPathComponent(prefix(for: file) + stamp)
        var counter = 2
        var info = stat()
        while lstat(destination.path, &info) == 0 {
            destination = directory.appendingPathComponent(prefix(for: file) + stamp + "-\(counter)")
            counter += 1
        }
        guard rename(file.path, destination.path) == 0 else {
            let why = POSIX.message()
            return StateRecovery(originalPath: file.path, movedTo: nil, reason: "\(reason) (it could not be moved aside: \(why))")
        }
        pruneOld(of: file)
        return StateRecovery(originalPath: file.path, movedTo: destination.path, reason: reason)
    }

    /// The moved-aside copies of `file`, oldest first.
    static func copies(of file: URL) -> [URL] {
        let directory = file.deletingLastPathComponent()
        let prefix = prefix(for: file)
        let names = POSIX.directoryEntries(directory.path) ?? []
        return names.filter { $0.hasPrefix(prefix) }
            .map { name -> (stamp: String, counter: Int, name: String) in
                // "<stamp>" or "<stamp>-<n>": compare the counter as a number so "-10" follows "-9".
                let rest = name.dropFirst(prefix.count)
                if let dash = rest.lastIndex(of: "-"), rest[..<dash].hasSuffix("Z"), let counter = Int(rest[rest.index(after: dash)...]) {
                    return (String(rest[..<dash]), counter, name)
                }
                return (String(rest), 1, name)
            }
            .sorted { ($0.stamp, $0.counter) < ($1.stamp, $1.counter) }
            .map { directory.appendingPathComponent($0.name) }
    }

    private static func pruneOld(of file: URL) {
        for old in copies(of: file).dropLast(keptCount) {
            try? FileManager.default.removeItem(at: old)
        }
    }
}
