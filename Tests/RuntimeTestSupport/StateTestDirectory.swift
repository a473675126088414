import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import IVersion

/// A fresh directory per test, removed (permissions restored first) when the test ends.
final class StateTestDirectory: Sendable {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("iversion-state-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        chmod(url.path, 0o755)
        try? FileManager.default.removeItem(at: url)
    }

    var store: FileStateStore { FileStateStore(directory: url) }

    func write(_ bytes: Data, to file: URL) throws {
        try bytes.write(to: file)
    }

    func contents(_ file: URL) -> Data? {
        FileManager.default.contents(atPath: file.path)
    }

    func names() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
    }
}

enum StateFixtures {
    static let bundleID = "com.example.Notes"

    /// Round values, easy to read in the pinned file (the file keeps dates to the nanosecond).
    static let full = CheckState(
        lastVersion: Version("1.2"), ignoredVersion: Version("1.3"),
        lastChecked: Date(timeIntervalSince1970: 1_746_091_800),
        lastReminded: Date(timeIntervalSince1970: 1_746_180_000.25),
        viewedVersionDetails: true, appStoreID: 42
    )

    static func counter(_ state: CheckState) -> CheckState {
        var state = state
        state.appStoreID = (state.appStoreID ?? 0) + 1
        return state
    }

    /// Root ignores file permissions, so permission tests cannot fail for it.
    static let runningAsRoot = geteuid() == 0
}
