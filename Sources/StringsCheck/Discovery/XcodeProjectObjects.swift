/// The objects of a `project.pbxproj` that say which files the project holds, read in one pass over
/// its bytes: each object's `isa`, `path`, `name`, `sourceTree`, `lastKnownFileType`, `children`,
/// `mainGroup` and `projectDirPath`, the build files' `fileRef`s, the root object and `knownRegions`.
///
/// The file is an old-style (OpenStep) property list. The reader is tolerant, never failing: braces
/// and parentheses it cannot match are passed over, and whatever stands where an object's field
/// stands is read as one, so a damaged or hand-written project still yields its `path = …` values
/// (``ProjectMembership`` then matches them by name, as it does for any reference whose group chain
/// it cannot follow).
struct XcodeProjectObjects: Sendable {
    /// One object of the `objects` dictionary: only the fields that place a file.
    struct Object: Sendable {
        var isa = "", path: String?, name: String?, sourceTree: String?, lastKnownFileType: String?
        var children: [String] = []
        /// A `PBXProject`'s main group and project folder.
        var mainGroup: String?, projectDirPath: String?
        /// A `PBXBuildFile`'s file.
        var fileRef: String?
    }

    /// The objects by ID, and their IDs in file order (so anything derived is deterministic).
    private(set) var objects: [String: Object] = [:]
    private(set) var order: [String] = []
    /// `rootObject`: the `PBXProject`.
    private(set) var rootObject: String?
    /// The first `knownRegions` list, as written.
    private(set) var knownRegions: [String]?
    /// Whether a setting named `…CFBundleAllowMixedLocalizations` is `YES` (a build setting of the
    /// generated `Info.plist`, `INFOPLIST_KEY_CFBundleAllowMixedLocalizations`).
    private(set) var allowsMixedLocalizations = false
    /// The files some `PBXBuildFile` puts in a build phase (copied, compiled or linked).
    private(set) var builtFiles: Set<String> = []

    /// The project object: the root object, else the first `PBXProject` (a project without `rootObject`).
    var project: Object? {
        if let rootObject, let object = objects[rootObject], object.isa == "PBXProject" { return object }
        return order.lazy.compactMap { self.objects[$0] }.first { $0.isa == "PBXProject" }
    }

    /// - Parameter bytes: The project file (UTF-8; other bytes are read as U+FFFD).
    init(_ bytes: [UInt8]) {
        var reader = Reader(bytes: bytes)
        // The keys of the open containers: [nil (the file), "objects", <ID>, <field>], an array's the key it is under.
        var frames: [(key: String?, isArray: Bool)] = []
        var pendingKey: String?
        var lastString: String?
        // The frame of the first `knownRegions` list while it is open; -1 once read.
        var regionsFrame: Int?
        func field(_ key: String, _ value: String) {
            if frames.count <= 1, key == "rootObject" { rootObject = value }
            if key.hasSuffix("CFBundleAllowMixedLocalizations"), value == "YES" { allowsMixedLocalizations = true }
            guard frames.count == 3, frames[1].key == "objects", let id = frames[2].key else { return }
            if objects[id] == nil { order.append(id) }
            var object = objects[id, default: Object()]
            switch key {
            case "isa": object.isa = value
            case "path": object.path = value
            case "name": object.name = value
            case "sourceTree": object.sourceTree = value
            case "lastKnownFileType": object.lastKnownFileType = value
            case "mainGroup": object.mainGroup = value
            case "projectDirPath": object.projectDirPath = value
            case "fileRef":
                object.fileRef = value
                builtFiles.insert(value)
            default: return
            }
            objects[id] = object
        }
        func element(_ value: String) {
            guard let key = frames.last?.key else { return }
            if frames.count - 1 == regionsFrame { knownRegions?.append(value) }
            guard key == "children", frames.count == 4, frames[1].key == "objects", let id = frames[2].key else {
                return
            }
            if objects[id] == nil { order.append(id) }
            objects[id, default: Object()].children.append(value)
        }
        while let token = reader.next() {
            let inArray = frames.last?.isArray ?? false
            switch token {
            case .string(let text):
                if inArray { element(text) } else { lastString = text }
            case .equals:
                pendingKey = lastString
                lastString = nil
            case .semicolon:
                if let key = pendingKey, let value = lastString { field(key, value) }
                pendingKey = nil
                lastString = nil
            case .open(let isArray):
                if isArray, pendingKey == "knownRegions", regionsFrame == nil {
                    knownRegions = []
                    regionsFrame = frames.count
                }
                frames.append((inArray ? nil : pendingKey, isArray))
                pendingKey = nil
                lastString = nil
            case .close:
                if frames.count - 1 == regionsFrame { regionsFrame = -1 }
                if !frames.isEmpty { frames.removeLast() }
                pendingKey = nil
                lastString = nil
            case .comma:
                continue
            }
        }
    }

    /// Old-style property list tokens over bytes: each byte is looked at once.
    private struct Reader {
        enum Token {
            case string(String)
            case equals, semicolon, comma
            case open(isArray: Bool)
            case close
        }

        let bytes: [UInt8]
        var position = 0

        mutating func next() -> Token? {
            while position < bytes.count {
                let byte = bytes[position]
                switch byte {
                case 0x20, 0x09, 0x0A, 0x0D: position += 1
                case UInt8(ascii: "/") where position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: "*"):
                    position += 2
                    while position < bytes.count,
                        !(bytes[position] == UInt8(ascii: "*") && position + 1 < bytes.count
                            && bytes[position + 1] == UInt8(ascii: "/"))
                    {
                        position += 1
                    }
                    position += 2
                case UInt8(ascii: "/") where position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: "/"):
                    while position < bytes.count, bytes[position] != 0x0A { position += 1 }
                case UInt8(ascii: "{"), UInt8(ascii: "("):
                    position += 1
                    return .open(isArray: byte == UInt8(ascii: "("))
                case UInt8(ascii: "}"), UInt8(ascii: ")"):
                    position += 1
                    return .close
                case UInt8(ascii: "="):
                    position += 1
                    return .equals
                case UInt8(ascii: ";"):
                    position += 1
                    return .semicolon
                case UInt8(ascii: ","):
                    position += 1
                    return .comma
                case UInt8(ascii: "\""): return .string(quoted())
                default: return .string(unquoted())
                }
            }
            return nil
        }

        /// A `"…"` string, its escapes undone (`\"`, `\\`, `\n`, `\t`; another escaped character stands for itself).
        private mutating func quoted() -> String {
            position += 1
            var text: [UInt8] = []
            while position < bytes.count, bytes[position] != UInt8(ascii: "\"") {
                var byte = bytes[position]
                if byte == UInt8(ascii: "\\"), position + 1 < bytes.count {
                    position += 1
                    switch bytes[position] {
                    case UInt8(ascii: "n"): byte = 0x0A
                    case UInt8(ascii: "t"): byte = 0x09
                    default: byte = bytes[position]
                    }
                }
                text.append(byte)
                position += 1
            }
            position += 1
            return String(decoding: text, as: UTF8.self)
        }

        /// A bare word (`PBXGroup`, `System/Library/Frameworks/UIKit.framework`), up to a delimiter.
        private mutating func unquoted() -> String {
            let start = position
            while position < bytes.count {
                switch bytes[position] {
                case 0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "("), UInt8(ascii: ")"),
                    UInt8(ascii: "="), UInt8(ascii: ";"), UInt8(ascii: ","), UInt8(ascii: "\""):
                    return String(decoding: bytes[start..<position], as: UTF8.self)
                default: position += 1
                }
            }
            return String(decoding: bytes[start..<position], as: UTF8.self)
        }
    }
}
