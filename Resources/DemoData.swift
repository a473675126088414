import Foundation

/// The demo data `iversion demo` runs on: an app's remote and local versions plists and an App
/// Store lookup response, as files.
public enum DemoData {
    /// The folder holding `versions.plist`, `local-versions.plist` and `lookup.json`.
    public static var directory: URL { Bundle.module.bundleURL.appendingPathComponent("Demo") }

    /// The bytes of one demo file.
    public static func bytes(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: directory.appendingPathComponent(name)))
    }
}
