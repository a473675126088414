/// Things filed under the directory each speaks for (a region hint's project, an `Info.plist`'s
/// folder, an Xcode project's folder), found from a path by walking up its ancestors, a few
/// dozen at most.
///
/// Testing every item against every component cost components × items: 20,000 bundles with
/// an `Info.plist` each made 400 million comparisons for their regions, and 5,000 took 17 s to find
/// their `InfoPlist` bases. Every lookup of a component's project files goes through this one index.
struct ScopeIndex<Item: Sendable>: Sendable {
    private let byScope: [String: [Item]]

    /// - Parameters:
    ///   - items: The things to file, in the order lookups should keep.
    ///   - scope: The directory an item speaks for.
    init(_ items: [Item], scope: (Item) -> String) {
        byScope = Dictionary(grouping: items, by: scope)
    }

    /// The items of exactly this directory, in the order given.
    subscript(directory: String) -> [Item] { byScope[directory] ?? [] }

    /// The items whose directory holds `path` (``Path/isWithin(_:_:)``), nearest directory first.
    func holding(_ path: String) -> [Item] {
        Path.ancestors(of: path).flatMap { byScope[$0] ?? [] }
    }

    /// The items of the nearest directory holding `path` that has any.
    func nearest(holding path: String) -> [Item] {
        Path.ancestors(of: path).lazy.compactMap { self.byScope[$0] }.first ?? []
    }
}
