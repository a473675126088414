import Foundation

/// The package's own programs and files, as the runtime's and the notifier's tests find them.
enum TestPrograms {
    /// The package's root folder (this file is at Tests/RuntimeTestSupport/).
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// A helper program built with the tests, next to the test binary (Linux: the `.xctest` executable;
    /// macOS: the `.xctest` bundle's folder).
    static func helperURL(_ name: String) -> URL? {
        var folders: [URL] = []
        if let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            folders.append(URL(fileURLWithPath: executable).deletingLastPathComponent())
        }
        folders += Bundle.allBundles.filter { $0.bundlePath.hasSuffix(".xctest") }.map { $0.bundleURL.deletingLastPathComponent() }
        folders.append(Bundle.main.bundleURL)
        return folders.map { $0.appendingPathComponent(name) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
}
