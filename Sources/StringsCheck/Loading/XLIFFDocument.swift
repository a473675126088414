import IVersionSupport
import Strings

/// An XLIFF 1.2 document as Xcode's *Export Localizations* writes it (and translators' CAT tools
/// send it back): one `<file>` per localizable file of the project, each with its trans-units.
///
/// ```xml
/// <file original="App/en.lproj/Localizable.strings" source-language="en" target-language="de" datatype="plaintext">
///   <body>
///     <trans-unit id="greeting" xml:space="preserve">
///       <source>Hello</source>
///       <target state="translated">Hallo</target>
///       <note>Shown on launch</note>
///     </trans-unit>
/// ```
///
/// Read with the package's one XML reader, in one pass: only a trans-unit's own `<source>` and
/// `<target>` are collected (text inside inline elements such as `<g>` included; `<alt-trans>`
/// suggestions and notes are not), so what is held grows with the file and never past it.
struct XLIFFDocument: Sendable {
    /// One `<file>` element: a localizable file of the project in one target language.
    struct File: Sendable {
        /// `original`: the project's file the units come from (`App/Base.lproj/Main.storyboard`).
        var original: String
        var sourceLanguage: String
        /// Nil when the export names none (a development-language export may leave it out).
        var targetLanguage: String?
        var location: SourceLocation
        var units: [Unit] = []
    }

    /// One `<trans-unit>`.
    struct Unit: Sendable {
        var id: String
        var source = ""
        /// Nil when the unit has no `<target>`.
        var target: String?
        /// The target's `state` (`translated`, `new`, `needs-review-l10n`, …), as written.
        var state: String?
        /// False for `translate="no"` (Xcode's "Don't translate").
        var translate = true
        /// Where the trans-unit, its source and its target start.
        var location: SourceLocation
        var sourceLocation: SourceLocation
        var targetLocation: SourceLocation?
    }

    var files: [File] = []
    /// Damaged units (no `id`) and ids repeated within one `<file>`: each one finding, the rest read on.
    var problems: [LoadProblem] = []

    /// Reads a document.
    /// - Parameters:
    ///   - bytes: The file (UTF-8 XML).
    ///   - file: Its path, for locations.
    /// - Throws: `StringsError` `.syntax` for malformed XML or a root that is not XLIFF 1.2, `.encoding`
    ///   for bytes that are not UTF-8, `.limit` past the reader's nesting bound; with line and column.
    static func read(_ bytes: [UInt8], file: String) throws(StringsError) -> XLIFFDocument {
        try bytes.withUnsafeBufferPointer { buffer throws(StringsError) in
            do throws(XLIFFFailure) {
                var walker = XLIFFWalker(reader: try XLIFFFailure.wrap { () throws(XMLError) in try XMLReader(buffer, file: file) }, file: file)
                return try walker.run()
            } catch {
                throw error.error(file: file)
            }
        }
    }
}

/// What stops a document: the XML reader's error or one about XLIFF's structure.
private enum XLIFFFailure: Error {
    case xml(XMLError)
    case structure(StringsError)

    static func wrap<T>(_ body: () throws(XMLError) -> T) throws(XLIFFFailure) -> T {
        do { return try body() } catch { throw .xml(error) }
    }

    func error(file: String) -> StringsError {
        switch self {
        case let .xml(error): StringsError(error, file: file, syntax: .syntax)
        case let .structure(error): error
        }
    }
}

/// Walks the reader's events, keeping only the path of open elements and the unit being read.
private struct XLIFFWalker {
    var reader: XMLReader
    let file: String
    private var document = XLIFFDocument()
    /// The names of the open elements.
    private var path: [String] = []
    private var unit: XLIFFDocument.Unit?
    /// The depth of the unit's element, and of the `<source>`/`<target>` being collected.
    private var unitDepth = 0
    private var collecting: (isTarget: Bool, depth: Int)?
    private var collected = ""
    /// The ids of the current `<file>`, with where each first appears.
    private var ids: [String: SourceLocation] = [:]

    init(reader: XMLReader, file: String) {
        self.reader = reader
        self.file = file
    }

    mutating func run() throws(XLIFFFailure) -> XLIFFDocument {
        while let event = try XLIFFFailure.wrap({ () throws(XMLError) in try reader.next() }) {
            switch event {
            case let .start(tag): try start(tag)
            case let .text(text, _): collected += text
            case let .end(name, _): end(name)
            }
        }
        return document
    }

    private mutating func location(_ offset: Int) -> SourceLocation {
        SourceLocation(file: file, position: reader.location(of: offset))
    }

    private mutating func start(_ tag: XMLStartTag) throws(XLIFFFailure) {
        defer { path.append(tag.name) }
        if path.isEmpty {
            guard tag.name == "xliff" else { throw structure(at: tag.offset, "not an XLIFF document: the root element is <\(tag.name)>, not <xliff>") }
            if let version = tag.value("version"), !version.hasPrefix("1.") {
                throw structure(at: tag.offset, "XLIFF \(version) is not read: strings-check reads XLIFF 1.2, as Xcode exports it")
            }
            return
        }
        switch tag.name {
        case "file" where path.last == "xliff":
            guard let original = tag.value("original"), let source = tag.value("source-language") else {
                throw structure(at: tag.offset, "<file> needs original and source-language attributes, as Xcode writes them")
            }
            ids = [:]
            document.files.append(.init(original: original, sourceLanguage: source, targetLanguage: tag.value("target-language"),
                                        location: location(tag.offset)))
        case "trans-unit":
            guard !document.files.isEmpty, unit == nil else { throw structure(at: tag.offset, "<trans-unit> outside a <file>, or inside another") }
            let here = location(tag.offset)
            unit = .init(id: tag.value("id") ?? "", translate: tag.value("translate") != "no", location: here, sourceLocation: here)
            unitDepth = path.count
            if tag.value("id") == nil { document.problems.append(.error(StringsError(.structure, at: here, "a <trans-unit> without an id: it was skipped"))) }
        case "source", "target":
            // Only the unit's own source and target: <alt-trans> holds suggestions with the same names.
            guard unit != nil, path.count == unitDepth + 1, collecting == nil else { return }
            let isTarget = tag.name == "target"
            let here = location(tag.offset)
            if isTarget {
                unit?.target = ""
                unit?.state = tag.value("state")
                unit?.targetLocation = here
            } else {
                unit?.sourceLocation = here
            }
            collecting = (isTarget, path.count)
            collected = ""
            reader.collectsText = true
        default:
            return
        }
    }

    private mutating func end(_ name: String) {
        path.removeLast()
        if let (isTarget, depth) = collecting, depth == path.count {
            if isTarget { unit?.target = collected } else { unit?.source = collected }
            collecting = nil
            collected = ""
            reader.collectsText = false
        } else if name == "trans-unit", let finished = unit, path.count == unitDepth {
            unit = nil
            guard !finished.id.isEmpty else { return }
            if let earlier = ids[finished.id] {
                document.problems.append(.warning(StringsWarning(.duplicateKey, at: finished.location,
                    "trans-unit \"\(finished.id)\" appears again in this <file>; this one replaces the one at \(earlier.line):\(earlier.column)",
                    related: earlier)))
            } else {
                ids[finished.id] = finished.location
            }
            document.files[document.files.count - 1].units.append(finished)
        }
    }

    private mutating func structure(at offset: Int, _ message: String) -> XLIFFFailure {
        .structure(StringsError(.syntax, at: location(offset), message))
    }
}
