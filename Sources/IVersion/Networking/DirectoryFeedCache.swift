import Foundation
import IVersionSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A ``FeedCache`` kept in a directory, so that the next process run can send validators and get a `304`.
///
/// One file per URL, named by a stable hash of the URL (`feed-<16 hex digits>.json`); the file also holds
/// the URL, so a hash collision reads as a miss rather than as another feed's body. Writes go to a
/// temporary file in the same directory and are renamed into place, so a crash mid-write leaves the old
/// entry or none, never half of one. A file that cannot be read or decoded is treated as absent.
///
/// The folder stays bounded whatever the feeds link to (an appcast chooses its release notes pages, and
/// may choose a new one every check): it keeps at most ``maximumEntries`` entries and
/// ``maximumTotalBytes`` bytes, and each store removes the least recently used entries beyond that (an
/// entry read counts as used). An entry larger than its reader accepts is not stored.
///
/// ```swift
/// let cache = DirectoryFeedCache(directory: URL(fileURLWithPath: "/var/cache/myapp/feeds"))
/// var dependencies = VersionChecker.Dependencies.system
/// dependencies.feedCache = cache
/// ```
public struct DirectoryFeedCache: FeedCache {
    /// The directory holding the entries; created on the first write.
    public let directory: URL

    /// Creates a cache over a directory (which need not exist yet).
    /// - Parameter directory: Where to keep the entries.
    public init(directory: URL) {
        self.directory = directory
    }

    /// The cache beside a state directory, as the checker keeps it by default: its `cache` folder.
    /// - Parameter stateDirectory: The folder of the state files (``FileStateStore/directory``).
    public init(stateDirectory: URL) {
        self.init(directory: stateDirectory.appendingPathComponent("cache", isDirectory: true))
    }

    /// The file that holds (or would hold) the entry for a URL.
    /// - Parameter url: The feed's URL as requested.
    /// - Returns: `<directory>/feed-<FNV-1a 64 of the absolute URL, hex>.json`.
    package func fileURL(for url: URL) -> URL {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in url.absoluteString.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        let hex = String(hash, radix: 16)
        return directory.appendingPathComponent("feed-" + String(repeating: "0", count: 16 - hex.count) + hex + ".json")
    }

    /// The entry stored for a URL; nil when there is none, or the file is unreadable, corrupt, or for another URL.
    /// - Parameter url: The feed's URL as requested.
    public func entry(for url: URL) async -> FeedCacheEntry? {
        let path = fileURL(for: url).path
        guard case let .bytes(bytes) = BoundedFileReader.read(path, limit: Self.maximumEntryBytes),
              let stored = try? JSONValueDecoder().decode(StoredEntry.self, from: bytes),
              stored.url == url.absoluteString else { return nil }
        // Used now: the eviction keeps recently used entries, so a feed answered with 304 for weeks stays.
        utimensat(AT_FDCWD, path, nil, 0)
        return FeedCacheEntry(etag: stored.etag, lastModified: stored.lastModified, body: [UInt8](stored.body))
    }

    /// Stores (replaces) the entry for a URL with the state's atomic writer: the directory is created
    /// private (0700, as the state directory, whichever comes first), the file is 0600, written to a
    /// temporary file and renamed; then the least recently used entries past ``maximumEntries`` or
    /// ``maximumTotalBytes`` are removed. An entry whose file would pass the reader's limit is not stored
    /// (the URL's old entry is removed). Failures are ignored (best effort).
    /// - Parameters:
    ///   - entry: Validators and body.
    ///   - url: The feed's URL as requested.
    public func store(_ entry: FeedCacheEntry, for url: URL) async {
        let stored = StoredEntry(url: url.absoluteString, etag: entry.etag, lastModified: entry.lastModified, body: Data(entry.body))
        let destination = fileURL(for: url)
        guard let data = try? JSONEncoder().encode(stored), data.count <= Self.maximumEntryBytes else {
            unlink(destination.path) // its validators belong to a body no longer served
            return
        }
        do {
            try StateDirectory.prepare(directory)
            try AtomicFileWriter.write(data, to: destination)
        } catch {
            // Best effort: a cache that cannot be written only costs a full download next time.
            return
        }
        evict(keeping: destination.lastPathComponent)
    }

    /// A cached body is at most the transport's 8 MiB; as base64 inside JSON, with room to spare.
    static let maximumEntryBytes = 16 << 20
    /// The most entries kept: the feeds of several apps sharing the state directory, each with its notes pages.
    public static let maximumEntries = 64
    /// The most bytes the entries take together (an entry just stored is kept whatever its size).
    public static let maximumTotalBytes = 64 << 20

    /// Removes the least recently used entries past ``maximumEntries`` or ``maximumTotalBytes``, never `kept`.
    private func evict(keeping kept: String) {
        guard let names = POSIX.directoryEntries(directory.path) else { return }
        var entries: [(name: String, used: timespec, size: Int)] = []
        for name in names where name.hasPrefix("feed-") && name.hasSuffix(".json") {
            var info = stat()
            guard lstat(directory.appendingPathComponent(name).path, &info) == 0 else { continue }
            #if canImport(Darwin)
            entries.append((name, info.st_mtimespec, Int(info.st_size)))
            #else
            entries.append((name, info.st_mtim, Int(info.st_size)))
            #endif
        }
        guard entries.count > Self.maximumEntries || entries.reduce(0, { $0 + $1.size }) > Self.maximumTotalBytes else { return }
        // Newest first; the entry just stored leads whatever the clock says.
        entries.sort { a, b in
            if (a.name == kept) != (b.name == kept) { return a.name == kept }
            if a.used.tv_sec != b.used.tv_sec { return a.used.tv_sec > b.used.tv_sec }
            if a.used.tv_nsec != b.used.tv_nsec { return a.used.tv_nsec > b.used.tv_nsec }
            return a.name < b.name
        }
        var total = 0
        for (index, entry) in entries.enumerated() {
            total += entry.size
            if index > 0, index >= Self.maximumEntries || total > Self.maximumTotalBytes {
                unlink(directory.appendingPathComponent(entry.name).path)
            }
        }
    }

    /// The file format: the URL (to detect hash collisions), the validators, the body as base64.
    private struct StoredEntry: Codable {
        var url: String
        var etag: String?
        var lastModified: String?
        var body: Data
    }
}
