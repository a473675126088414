import IVersionSupport

/// The demo data `iversion demo` runs on: an app's remote and local versions plists and an App Store lookup
/// response, compiled into the program from `Resources/Demo` (the EmbedResources build plugin), so the
/// command runs wherever it is copied.
public enum DemoData {
    /// The demo files' names: `local-versions.plist`, `lookup.json` and `versions.plist`.
    public static var names: [String] { embeddedResources.entries(of: "Demo") }

    /// The bytes of one demo file.
    /// - Parameter name: One of ``names``.
    /// - Returns: The file's bytes.
    /// - Throws: ``DemoDataError`` when there is no demo file of that name.
    public static func bytes(_ name: String) throws(DemoDataError) -> [UInt8] {
        guard let bytes = embeddedResources.bytes(at: "Demo/" + name) else { throw DemoDataError(name: name) }
        return bytes
    }
}

/// A demo file that does not exist: the name is not one of ``DemoData/names``.
public struct DemoDataError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The name asked for.
    public var name: String

    /// `no demo file named …`, with the names there are.
    public var description: String {
        "no demo file named \(name) (there are \(DemoData.names.joined(separator: ", ")))"
    }
}
