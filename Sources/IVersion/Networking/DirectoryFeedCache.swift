import Foundation
import IVersionSupport

/// A ``FeedCache`` kept in a directory, so that the next process run can send validators and get a `304`.
///
/// One file per URL, named by a stable hash of the URL (`feed-<16 hex digits>.json`); the file also holds
/// the URL, so a hash collision reads as a miss rather than as another feed's body. Writes go to a
/// temporary file in the same directory and are renamed into place, so a crash mid-write leaves the old
/// entry or none, never half of one. A file that cannot be read or decoded is treated as absent.
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
        guard case let .bytes(bytes) = BoundedFileReader.read(fileURL(for: url).path, limit: Self.maximumEntryBytes),
              let stored = try? JSONValueDecoder().decode(StoredEntry.self, from: bytes),
              stored.url == url.absoluteString else { return nil }
        return FeedCacheEntry(etag: stored.etag, lastModified: stored.lastModified, body: [UInt8](stored.body))
    }

    /// Stores (replaces) the entry for a URL with the state's atomic writer: the directory is created
    /// private (0700, as the state directory, whichever comes first), the file is 0600, written to a
    /// temporary file and renamed. Failures are ignored (best effort).
    /// - Parameters:
    ///   - entry: Validators and body.
    ///   - url: The feed's URL as requested.
    public func store(_ entry: FeedCacheEntry, for url: URL) async {
        let stored = StoredEntry(url: url.absoluteString, etag: entry.etag, lastModified: entry.lastModified, body: Data(entry.body))
        guard let data = try? JSONEncoder().encode(stored) else { return }
        let destination = fileURL(for: url)
        do {
            try StateDirectory.prepare(directory)
            try AtomicFileWriter.write(data, to: destination)
        } catch {
            // Best effort: a cache that cannot be written only costs a full download next time.
        }
    }

    /// A cached body is at most the transport's 8 MiB; as base64 inside JSON, with room to spare.
    static let maximumEntryBytes = 16 << 20

    /// The file format: the URL (to detect hash collisions), the validators, the body as base64.
    private struct StoredEntry: Codable {
        var url: String
        var etag: String?
        var lastModified: String?
        var body: Data
    }
}
