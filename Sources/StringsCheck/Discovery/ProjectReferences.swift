/// Which `.lproj` folders and files an Xcode project references, each at the path Xcode resolves it
/// to: a file reference's `path` is relative to what its `sourceTree` names, `<group>` being the
/// folder of the group holding it, and so on up to the root object's `mainGroup` (relative to the
/// project folder, or its `projectDirPath`). So `Localization/input/fr.lproj/Intents.strings`, a
/// translation platform's folder nobody adds to the project, is not built because the project
/// references `MastodonIntent/fr.lproj/Intents.strings`: only the folder whose own path is
/// referenced is.
///
/// References whose chain cannot be followed (no main group, a group outside every chain, a source
/// tree set in someone's Xcode preferences) are matched by name instead (`fr.lproj/Intents.strings`
/// anywhere), as all references were before; those under `<absolute>` (outside the checked folder),
/// `BUILT_PRODUCTS_DIR`, `SDKROOT` or `DEVELOPER_DIR` are in no folder of the tree.
///
/// Linear in the project: each object is visited once from its group, and each resolved path is
/// a node of one tree of path components, so a chain of groups n deep holding n files costs n
/// nodes, not n² characters.
struct ProjectReferences: Sendable {
    /// One folder or file below the origin (`/`, or the working folder for a relative scope).
    private struct Node: Sendable {
        var parent: Int?
        /// A `<lang>.lproj` folder.
        var isLproj: Bool
        /// The node directly inside the nearest `.lproj` folder above or at this one, if any.
        var inLproj: Int?
    }

    private struct Key: Hashable, Sendable {
        var parent: Int
        var name: String
    }

    /// Where a reference's path starts, or why it has none in the tree.
    private enum Location {
        case node(Int)
        case outside, unknown
    }

    private var nodes = [Node(parent: nil, isLproj: false)]
    private var children: [Key: Int] = [:]
    /// `.lproj` nodes referenced whole, and nodes directly inside a `.lproj` folder that are referenced.
    private var referenced: Set<Int> = []
    /// `<lang>.lproj/<file>` and `<lang>.lproj` of the references whose chain could not be followed, case-folded.
    private(set) var byName: Set<String> = []
    private let scopeIsAbsolute: Bool

    /// Whether the project references no `.lproj` folder or file at all (it tells nothing).
    var isEmpty: Bool { referenced.isEmpty && byName.isEmpty }

    /// - Parameters:
    ///   - objects: The project's objects.
    ///   - scope: The folder holding the `.xcodeproj`, as the checked paths spell it.
    init(_ objects: XcodeProjectObjects, scope: String) {
        scopeIsAbsolute = scope.hasPrefix("/")
        var visited = Set<String>()
        if let project = objects.project, let mainGroup = project.mainGroup {
            let scopeNode = Self.components(scope).reduce(0) { child(of: $0, named: $1) }
            let root = resolve(
                project.projectDirPath, sourceTree: "<group>", parent: .node(scopeNode), root: .node(scopeNode))
            // Depth first with an explicit stack: a chain of groups thousands deep is no deeper a recursion.
            var stack: [(id: String, parent: Location)] = [(mainGroup, root)]
            while let (id, parent) = stack.popLast() {
                guard let object = objects.objects[id], visited.insert(id).inserted else { continue }
                let location = resolve(
                    object.path ?? (object.children.isEmpty ? object.name : nil), sourceTree: object.sourceTree,
                    parent: parent, root: root)
                if !object.children.isEmpty {
                    stack.append(contentsOf: object.children.reversed().map { ($0, location) })
                } else {
                    record(location, path: object.path ?? object.name)
                }
            }
        }
        for id in objects.order where !visited.contains(id) {
            if let path = objects.objects[id]?.path { record(.unknown, path: path) }
        }
    }

    /// Whether the project references the `.lproj` folder at `path` (as the checked paths spell it) or
    /// one of its files, by its own path or, for references whose chain is unknown, by name.
    func references(folder path: String, files: FolderFiles) -> Bool {
        let folderName = Path.name(of: path).lowercased()
        if byName.contains(folderName) || files.contains(where: { byName.contains(folderName + "/" + $0.lowercased()) })
        {
            return true
        }
        var node = 0
        for component in Self.components(path) {
            guard let next = children[Key(parent: node, name: component.lowercased())] else { return false }
            node = next
        }
        if referenced.contains(node) { return true }
        return files.contains { children[Key(parent: node, name: $0.lowercased())].map(referenced.contains) ?? false }
    }

    private mutating func record(_ location: Location, path: String?) {
        switch location {
        case .node(let node):
            if nodes[node].isLproj {
                referenced.insert(node)
            } else if let inside = nodes[node].inLproj {
                referenced.insert(inside)
            }
        case .unknown:
            if let path, let name = Self.lprojReference(path) { byName.insert(name) }
        case .outside:
            break
        }
    }

    /// Where `path` leads from what `sourceTree` names.
    private mutating func resolve(_ path: String?, sourceTree: String?, parent: Location, root: Location) -> Location {
        var location: Location
        switch sourceTree ?? "<group>" {
        case "<group>": location = parent
        case "SOURCE_ROOT": location = root
        case "<absolute>": location = scopeIsAbsolute ? .node(0) : .outside
        case "BUILT_PRODUCTS_DIR", "SDKROOT", "DEVELOPER_DIR", "PLATFORM_DIR", "TARGET_BUILD_DIR": return .outside
        default: return .unknown  // a source tree of someone's Xcode preferences
        }
        guard let path, !path.isEmpty else { return location }
        if path.hasPrefix("/") { location = scopeIsAbsolute ? .node(0) : .outside }
        for (index, component) in Self.components(path).enumerated() {
            guard case .node(let node) = location else { return location }
            if component == ".." {
                location = nodes[node].parent.map(Location.node) ?? .outside
            } else if component.hasPrefix("$(") {
                let variable = component.dropFirst(2).prefix { $0 != ")" }
                guard index == 0, ["SRCROOT", "SOURCE_ROOT", "PROJECT_DIR"].contains(variable) else { return .unknown }
                location = root
            } else {
                location = .node(child(of: node, named: component))
            }
        }
        return location
    }

    private mutating func child(of parent: Int, named name: Substring) -> Int {
        let key = Key(parent: parent, name: name.lowercased())
        if let node = children[key] { return node }
        let isLproj = key.name.hasSuffix(".lproj")
        nodes.append(
            Node(parent: parent, isLproj: isLproj, inLproj: nodes[parent].isLproj ? nodes.count : nodes[parent].inLproj)
        )
        children[key] = nodes.count - 1
        return nodes.count - 1
    }

    private static func components(_ path: String) -> [Substring] {
        path.split(separator: "/").filter { $0 != "." }
    }

    /// `bn.lproj/Localizable.strings` (or `bn.lproj`) from a referenced path, case-folded; nil when
    /// the path names no `.lproj` folder.
    static func lprojReference(_ path: String) -> String? {
        let parts = path.split(separator: "/")
        guard let index = parts.lastIndex(where: { $0.lowercased().hasSuffix(".lproj") }) else { return nil }
        return parts[index...].prefix(2).joined(separator: "/").lowercased()
    }
}
