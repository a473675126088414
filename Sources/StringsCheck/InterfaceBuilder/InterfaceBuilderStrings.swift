import IVersionSupport
import Strings

/// The strings table Xcode's `ibtool --generate-strings-file` makes from an Interface Builder
/// document (`.xib` or `.storyboard`), read on any platform without Xcode.
///
/// A `Base.lproj/MainMenu.xib` is the base of every `xx.lproj/MainMenu.strings`; this produces
/// that base: one entry per localizable property, keyed `OBJECTID.property` as ibtool keys it
/// (`"0Cz-OE-85L.title"`, `"5kV-Vb-QxS.headerCell.title"`, `"Xyz-12-abc.ibShadowedLabels[0]"`),
/// with the English text from the file as its value.
///
/// ```swift
/// let bytes = try LocalFileSystem().read(path)
/// for entry in try InterfaceBuilderStrings.entries(bytes, file: path) {
///     print(entry.key, "=", entry.value)   // 4sb-4s-VLi.title = Quit IINA
/// }
/// ```
public enum InterfaceBuilderStrings {
    /// The localizable texts of an Interface Builder document, in document order.
    ///
    /// Properties whose text is empty are left out, as ibtool leaves them out. Each entry's
    /// comment is the one ibtool writes (`Class = "NSMenuItem"; title = "Quit"; ObjectID = "…";`).
    /// - Parameters:
    ///   - bytes: The file's contents (UTF-8 XML, as Xcode writes it).
    ///   - file: The path to name in locations and errors, or nil for in-memory input.
    /// - Returns: One entry per localizable property; its location is that of the attribute
    ///   (or `<string>` element) holding the text.
    /// - Throws: `StringsError` `.syntax` for malformed XML, `.encoding` for bytes that are not
    ///   UTF-8, `.limit` for elements nested deeper than 512 levels; each with line and column.
    public static func entries(_ bytes: [UInt8], file: String?) throws(StringsError) -> [StringsEntry] {
        try texts(bytes, file: file).entries
    }

    /// The localizable texts of an Interface Builder document, as ``entries(_:file:)`` gives them,
    /// the keys of those AppKit never shows (see ``UnshownInterfaceTexts``), and those its outlets
    /// show (see ``OutletTexts``).
    static func texts(_ bytes: [UInt8], file: String?) throws(StringsError)
        -> (entries: [StringsEntry], neverShown: Set<String>, outlets: OutletTexts)
    {
        try bytes.withUnsafeBufferPointer { buffer throws(StringsError) in
            do throws(XMLError) {
                var extractor = InterfaceBuilderExtractor(reader: try XMLReader(buffer, file: file), file: file)
                let entries = try extractor.run()
                return (entries, extractor.unshown.keys, extractor.outlets)
            } catch {
                throw StringsError(error, file: file, syntax: .syntax)
            }
        }
    }
}

/// Walks the reader's events with a stack of frames, one per open element, naming each text.
struct InterfaceBuilderExtractor {
    /// What an open element contributes to the names of the texts inside it.
    private struct Frame {
        /// The nearest object: its id and its element's tag (for the comment's class).
        var owner: (id: String, element: String)?
        /// The keys of id-less elements between the object and here, each followed by a dot.
        var path: String
        var element: String
        /// The next index for a `<segment>` (in `<segments>`) or a localized runtime attribute.
        var childIndex = 0
        /// Where the nearest object's frame is in the stack, and where its entries begin.
        var ownerFrame: Int?
        var firstEntry = 0
        /// On an object's frame: the localizer's note (Xcode's "Localizer Hint"), once read.
        var note: String?
        /// On a `userComments` frame: the note's text so far.
        var noteText: String?
    }

    /// A `<string key="…">` whose character data is being gathered.
    private struct PendingString {
        var key: String
        var property: String
        var className: String
        var objectID: String
        var location: SourceLocation
        /// How many elements were open outside it, to recognise its own end tag.
        var depth: Int
        var text = ""
    }

    private var reader: XMLReader
    private var frames: [Frame] = []
    private var entries: [StringsEntry] = []
    /// The texts ibtool lists that AppKit never shows.
    private(set) var unshown = UnshownInterfaceTexts()
    /// The texts the document's outlets show.
    private(set) var outlets = OutletTexts()
    /// Each entry's object id, to find the entries a note belongs to.
    private var entryObjects: [String] = []
    private var pending: PendingString?
    /// `NS`, `UI` or `WKInterface`, from the document's `targetRuntime`.
    private var classPrefix = "NS"

    /// The document's path, for the entries' locations.
    private let file: String?

    init(reader: XMLReader, file: String?) {
        self.reader = reader
        self.file = file
    }

    /// Where byte `offset` is, as an entry's location.
    private mutating func location(of offset: Int) -> SourceLocation {
        SourceLocation(file: file, position: reader.location(of: offset))
    }

    mutating func run() throws(XMLError) -> [StringsEntry] {
        while let event = try reader.next() {
            switch event {
            case let .start(tag):
                try start(tag)
            case let .text(text, _):
                pending?.text += text
            case .end:
                if let string = pending, string.depth == frames.count - 1 {
                    emit(string.key, string.text, property: string.property, className: string.className,
                         objectID: string.objectID, at: string.location)
                    pending = nil
                    reader.collectsText = false
                }
                let closed = frames.removeLast()
                unshown.closed(entries: entries)
                if let note = closed.noteText { attach(note, objectFrame: closed.ownerFrame) }
            }
        }
        outlets.finish(entries: entries, objects: entryObjects)
        return entries
    }

    private mutating func start(_ tag: XMLStartTag) throws(XMLError) {
        let parent = frames.last
        if frames.isEmpty {
            classPrefix = InterfaceBuilderProperty.classPrefix(targetRuntime: tag.value("targetRuntime"))
        }
        var frame = Frame(owner: parent?.owner, path: parent?.path ?? "", element: tag.name,
                          ownerFrame: parent?.ownerFrame, firstEntry: parent?.firstEntry ?? 0)
        defer { frames.append(frame) }
        unshown.opened(tag, entryCount: entries.count)
        outlets.opened(tag, enclosingObject: parent?.owner?.id)
        // IB never nests elements in a `<string>`; if a file does, their texts are not the object's.
        guard pending == nil else { return }
        if let owner = frame.owner, try special(tag, frame: &frame, owner: owner, parent: parent?.element) { return }
        if let id = tag.value("id") {
            frame.owner = (id, tag.name)
            frame.path = ""
            frame.ownerFrame = frames.count
            frame.firstEntry = entries.count
        } else if let key = tag.value("key"), let owner = frame.owner {
            try checkKeyLength(owner.id, frame.path + key, at: tag.offset)
            frame.path += key + "."
        } else {
            // Neither an object nor a keyed part of one (`<items>`, `<subviews>`): a pure container.
            return
        }
        guard let owner = frame.owner else { return }
        for attribute in tag.attributes {
            guard let property = InterfaceBuilderProperty.name(ofAttribute: attribute.name, element: tag.name) else { continue }
            try emit(owner, frame.path + property, attribute.value, at: attribute.offset)
        }
    }

    /// The elements whose texts belong to the enclosing object under a name of their own; returns
    /// whether `tag` was one of them.
    private mutating func special(
        _ tag: XMLStartTag, frame: inout Frame, owner: (id: String, element: String), parent: String?
    ) throws(XMLError) -> Bool {
        let path = frame.path
        switch tag.name {
        case "state":
            // A UIButton's `<state key="normal" title="…"/>` is its `normalTitle`.
            guard let key = tag.value("key"), let title = tag.attributes.first(where: { $0.name == "title" }) else { return true }
            try emit(owner, path + key + "Title", title.value, at: title.offset)
        case "accessibility":
            for attribute in tag.attributes {
                switch attribute.name {
                case "label": try emit(owner, path + "accessibilityLabel", attribute.value, at: attribute.offset)
                case "hint": try emit(owner, path + "accessibilityHint", attribute.value, at: attribute.offset)
                default: break
                }
            }
        case "segment" where parent == "segments":
            // iOS segments are `segmentTitles`, macOS segment labels `ibShadowedLabels` and tool
            // tips `ibShadowedToolTips`; the index counts every segment, titled or not.
            let index = frames[frames.count - 1].childIndex
            frames[frames.count - 1].childIndex += 1
            for attribute in tag.attributes {
                switch attribute.name {
                case "title": try emit(owner, path + "segmentTitles[\(index)]", attribute.value, at: attribute.offset)
                case "label": try emit(owner, path + "ibShadowedLabels[\(index)]", attribute.value, at: attribute.offset)
                case "toolTip": try emit(owner, path + "ibShadowedToolTips[\(index)]", attribute.value, at: attribute.offset)
                default: break
                }
            }
        case "userDefinedRuntimeAttribute" where parent == "userDefinedRuntimeAttributes":
            // Only string attributes marked localized are listed, numbered among themselves.
            guard tag.value("localized") == "YES", let value = tag.attributes.first(where: { $0.name == "value" }) else { return true }
            let index = frames[frames.count - 1].childIndex
            frames[frames.count - 1].childIndex += 1
            try emit(owner, path + "ibExternalUserDefinedRuntimeAttributesLocalizableStrings[\(index)]", value.value, at: value.offset)
        case "attributedString" where tag.value("key") == "userComments":
            // Xcode's "Localizer Hint": ibtool adds it to each comment of the object as `Note = "…"`.
            frame.noteText = ""
        case "fragment" where parent == "attributedString":
            if frames[frames.count - 1].noteText != nil, let content = tag.value("content") {
                frames[frames.count - 1].noteText! += content
            }
        case "variation":
            // A size-class or device variant (`<variation key="device=watch42mm" text=…/>`) is not
            // listed: ibtool exports the base text only.
            break
        case "string":
            // Multi-line texts are written as `<string key="text">…</string>` children.
            guard !tag.selfClosing, let key = tag.value("key"), let parent else { return true }
            let property: String
            if owner.element == "binding", parent == "dictionary" {
                // A binding's placeholder texts are named on the binding itself.
                guard let option = InterfaceBuilderProperty.name(ofBindingOption: key) else { return true }
                property = option
            } else {
                guard let name = InterfaceBuilderProperty.name(ofAttribute: key, element: parent) else { return true }
                property = path + name
            }
            try checkKeyLength(owner.id, property, at: tag.offset)
            pending = PendingString(
                key: owner.id + "." + property, property: property,
                className: InterfaceBuilderProperty.className(ofElement: owner.element, prefix: classPrefix),
                objectID: owner.id, location: location(of: tag.offset), depth: frames.count)
            reader.collectsText = true
        default:
            return false
        }
        return true
    }

    /// Real keys are short (`abc-12-xyz.headerCell.title`); a bound keeps the table linear in the
    /// file's size, since every key repeats its object's id and path.
    static let maximumKeyLength = 256

    private mutating func checkKeyLength(_ id: String, _ property: String, at offset: Int) throws(XMLError) {
        guard id.utf8.count + property.utf8.count >= Self.maximumKeyLength else { return }
        throw reader.error(.limit, at: offset, "a key longer than \(Self.maximumKeyLength) bytes (object id \"\(id.prefix(40))…\")")
    }

    private mutating func emit(
        _ owner: (id: String, element: String), _ property: String, _ value: String, at offset: Int
    ) throws(XMLError) {
        guard !value.isEmpty else { return }
        try checkKeyLength(owner.id, property, at: offset)
        emit(owner.id + "." + property, value, property: property,
             className: InterfaceBuilderProperty.className(ofElement: owner.element, prefix: classPrefix),
             objectID: owner.id, at: location(of: offset))
    }

    private mutating func emit(
        _ key: String, _ value: String, property: String, className: String, objectID: String, at location: SourceLocation
    ) {
        guard !value.isEmpty else { return }
        // ibtool's comment names indexed properties by their whole key.
        let name = property.hasSuffix("]") ? key : property
        var comment = "Class = \"\(className)\"; \(name) = \"\(InterfaceBuilderProperty.escaped(value))\"; ObjectID = \"\(objectID)\";"
        if let index = frames.last?.ownerFrame, frames[index].owner?.id == objectID, let note = frames[index].note {
            comment += Self.noteSuffix(note)
        }
        entries.append(StringsEntry(key: key, value: value, location: location, comment: comment))
        entryObjects.append(objectID)
    }

    /// Adds a localizer's note to the comments of its object's entries made so far; later ones
    /// find it on the object's frame.
    private mutating func attach(_ note: String, objectFrame: Int?) {
        guard !note.isEmpty, let index = objectFrame, index < frames.count, frames[index].note == nil,
              let id = frames[index].owner?.id else { return }
        frames[index].note = note
        let suffix = Self.noteSuffix(note)
        for entry in frames[index].firstEntry..<entries.count where entryObjects[entry] == id {
            entries[entry].comment = (entries[entry].comment ?? "") + suffix
        }
    }

    private static func noteSuffix(_ note: String) -> String {
        " Note = \"\(InterfaceBuilderProperty.escaped(note))\";"
    }
}
