import IVersionSupport
import Strings

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Turns a ``Report`` into SARIF 2.1.0, the format code-scanning services (GitHub code scanning,
/// Azure DevOps, VS Code's SARIF viewer) read.
///
/// One run; `tool.driver.rules` has one entry per ``Rule`` (from `Rule.allCases`, so a new rule
/// appears without touching this file) with its summary, explanation and default level; each
/// finding is a result at its file, line and column, with the related position as a related
/// location and the ``FindingFingerprint`` hash as its partial fingerprint.
///
/// ```swift
/// let sarif = SARIFRenderer.sarif(report, root: FileManager.default.currentDirectoryPath)
/// try sarif.write(toFile: "strings-check.sarif", atomically: true, encoding: .utf8)
/// ```
public enum SARIFRenderer {
    /// What the SARIF output says about the tool.
    public struct ToolInfo: Sendable, Hashable {
        /// The tool's name, `strings-check`.
        public var name: String
        /// The tool's version.
        public var version: String
        /// Where to read about the tool and its rules, when it has a public home.
        public var informationURI: String?

        /// A tool description.
        public init(name: String, version: String, informationURI: String? = nil) {
            self.name = name
            self.version = version
            self.informationURI = informationURI
        }

        /// `strings-check` itself.
        public static let stringsCheck = ToolInfo(name: "strings-check", version: "1.0.0")
    }

    /// The `$schema` the output names: the SchemaStore copy GitHub's documentation uses.
    public static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"

    /// The root relative artifact URIs are resolved against.
    public static let sourceRootID = "%SRCROOT%"

    /// The `partialFingerprints` key that carries ``FindingFingerprint/hash``, versioned as the
    /// SARIF specification recommends (`/v1`), so a future change of the hash gets a new key.
    public static let fingerprintKey = "stringsCheck/v1"

    /// The report as a SARIF log value.
    /// - Parameters:
    ///   - report: The findings.
    ///   - root: The directory file URIs are made relative to (the repository root, usually
    ///     the current directory), or nil to keep paths as found.
    ///   - tool: The tool description.
    ///   - suppressedByBaseline: How many findings a baseline absorbed, recorded in the run's
    ///     properties when given.
    /// - Returns: The log.
    public static func log(_ report: Report, root: String?, tool: ToolInfo = .stringsCheck,
                           suppressedByBaseline: Int? = nil) -> SARIFLog {
        let rules = Rule.allCases
        var ruleIndex: [Rule: Int] = [:]
        for (index, rule) in rules.enumerated() { ruleIndex[rule] = index }
        let descriptors = rules.map { rule in
            SARIFLog.ReportingDescriptor(
                id: rule.rawValue, name: rule.title,
                shortDescription: .init(text: rule.summary),
                fullDescription: .init(text: rule.explanation),
                help: .init(text: rule.explanation),
                helpUri: nil,
                defaultConfiguration: .init(level: rule.defaultSeverity.rawValue),
                properties: .init(tags: ["localization", "translation"]))
        }
        let results = report.diagnostics.map { diagnostic in
            result(diagnostic, ruleIndex: ruleIndex[diagnostic.rule] ?? 0, root: root)
        }
        let run = SARIFLog.Run(
            tool: .init(driver: .init(name: tool.name, informationUri: tool.informationURI, version: tool.version,
                                      semanticVersion: tool.version, rules: descriptors)),
            originalUriBaseIds: root.map { [sourceRootID: SARIFLog.ArtifactLocation(uri: ArtifactPath.directoryURI($0), uriBaseId: nil)] },
            columnKind: "unicodeCodePoints",
            results: results,
            properties: suppressedByBaseline.map { ["suppressedByBaseline": $0] })
        return SARIFLog(schema: schemaURI, version: "2.1.0", runs: [run])
    }

    /// The report as SARIF JSON text, ending in a newline. See ``write(_:root:tool:suppressedByBaseline:to:)``
    /// for the layout.
    /// - Parameters: See ``log(_:root:tool:suppressedByBaseline:)``.
    /// - Returns: The JSON text.
    public static func sarif(_ report: Report, root: String?, tool: ToolInfo = .stringsCheck,
                             suppressedByBaseline: Int? = nil) -> String {
        var text = ""
        write(report, root: root, tool: tool, suppressedByBaseline: suppressedByBaseline) { text += $0 }
        return text
    }

    /// Writes the report as SARIF JSON in pieces, so a report of 100,000 findings never exists
    /// as one encoded tree in memory.
    ///
    /// Keys are sorted and the JSON is compact, except that each result is on a line of its own:
    /// the output is small, yet a diff of two runs shows the results that changed.
    /// - Parameters:
    ///   - report: The findings.
    ///   - root: See ``log(_:root:tool:suppressedByBaseline:)``.
    ///   - tool: The tool description.
    ///   - suppressedByBaseline: How many findings a baseline absorbed, if one was used.
    ///   - output: Receives the text in order, piece by piece.
    public static func write(_ report: Report, root: String?, tool: ToolInfo = .stringsCheck,
                             suppressedByBaseline: Int? = nil, to output: (String) -> Void) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // The log without results gives everything around them; the results are encoded one by
        // one where its empty array stands. A string value cannot hold the marker: its quotes
        // would be escaped.
        let frame = log(Report(diagnostics: [], coverage: [], localizations: []), root: root, tool: tool,
                        suppressedByBaseline: suppressedByBaseline)
        let marker = "\"results\":[]"
        let frameText = String(decoding: (try? encoder.encode(frame)) ?? Data(), as: UTF8.self)
        guard let split = frameText.firstRange(ofText: marker) else { return }
        output(String(frameText[..<split.lowerBound]) + "\"results\":[")
        var ruleIndex: [Rule: Int] = [:]
        for (index, rule) in Rule.allCases.enumerated() { ruleIndex[rule] = index }
        var locations = LocationCache(root: root)
        for (index, diagnostic) in report.diagnostics.enumerated() {
            output((index == 0 ? "\n" : ",\n") + resultText(diagnostic, ruleIndex: ruleIndex[diagnostic.rule] ?? 0, locations: &locations))
        }
        output((report.diagnostics.isEmpty ? "" : "\n") + "]" + String(frameText[split.upperBound...]) + "\n")
    }

    private static func result(_ diagnostic: Diagnostic, ruleIndex: Int, root: String?) -> SARIFLog.Result {
        let fingerprint = FindingFingerprint(diagnostic, relativeTo: root).hash
        var related: [SARIFLog.Location]?
        if let location = diagnostic.related {
            related = [SARIFLog.Location(
                id: 1,
                physicalLocation: physicalLocation(file: location.file ?? diagnostic.file, line: location.line,
                                                   column: location.column, root: root),
                message: .init(text: diagnostic.relatedNote))]
        }
        var properties: [String: String] = [:]
        properties["language"] = diagnostic.language
        properties["key"] = diagnostic.key
        return SARIFLog.Result(
            ruleId: diagnostic.rule.rawValue,
            ruleIndex: ruleIndex,
            level: diagnostic.severity.rawValue,
            message: .init(text: diagnostic.message),
            locations: [SARIFLog.Location(
                id: nil,
                physicalLocation: physicalLocation(file: diagnostic.file, line: diagnostic.line, column: diagnostic.column, root: root),
                message: nil)],
            relatedLocations: related,
            // GitHub code scanning matches alerts on primaryLocationLineHash only; giving it our
            // line-independent hash keeps distinct findings on one line (a file's missing keys
            // all sit at its start) apart, and keeps an alert when lines move.
            partialFingerprints: [fingerprintKey: fingerprint, "primaryLocationLineHash": fingerprint],
            properties: properties.isEmpty ? nil : properties)
    }

    /// One result as compact JSON with sorted keys: what encoding ``result(_:ruleIndex:root:)``
    /// gives, written directly (an encoder per result made 300,000 findings take 12.7 s).
    static func resultText(_ diagnostic: Diagnostic, ruleIndex: Int, locations: inout LocationCache) -> String {
        // Appended in place, in the order of sorted keys: building each member as its own string
        // was most of the cost of a large report.
        let fingerprint = JSONText.quoted(FindingFingerprint(diagnostic, relativeTo: locations.root).hash)
        var text = "{\"level\":\"\(diagnostic.severity.rawValue)\",\"locations\":[{\"physicalLocation\":"
        text.reserveCapacity(512 + diagnostic.message.utf8.count)
        func location(file: String, line: Int, column: Int, related: Bool) {
            text += "{\"artifactLocation\":"
            text += locations.artifact(file, related: related)
            text += ",\"region\":{\"startColumn\":\(max(column, 1)),\"startLine\":\(max(line, 1))}}"
        }
        location(file: diagnostic.file, line: diagnostic.line, column: diagnostic.column, related: false)
        text += "}],\"message\":{\"text\":"
        text += JSONText.quoted(diagnostic.message)
        text += "},\"partialFingerprints\":{\"primaryLocationLineHash\":"
        text += fingerprint
        text += ",\"\(fingerprintKey)\":"
        text += fingerprint
        text += "}"
        if diagnostic.key != nil || diagnostic.language != nil {
            text += ",\"properties\":"
            text += JSONText.object([("key", diagnostic.key.map(JSONText.quoted)), ("language", diagnostic.language.map(JSONText.quoted))])
        }
        if let related = diagnostic.related {
            text += ",\"relatedLocations\":[{\"id\":1,\"message\":{\"text\":"
            text += JSONText.quoted(diagnostic.relatedNote)
            text += "},\"physicalLocation\":"
            location(file: related.file ?? diagnostic.file, line: related.line, column: related.column, related: true)
            text += "}]"
        }
        text += ",\"ruleId\":\"\(diagnostic.rule.rawValue)\",\"ruleIndex\":\(ruleIndex)}"
        return text
    }

    /// The `artifactLocation` JSON of the last files named, for the primary and the related
    /// location: findings come sorted by file, so most name the file the one before named. (Only
    /// the last: a cache of every file would grow with the findings.)
    struct LocationCache {
        let root: String?
        private var last: [(file: String, artifact: String)?] = [nil, nil]

        init(root: String?) { self.root = root }

        mutating func artifact(_ file: String, related: Bool = false) -> String {
            let slot = related ? 1 : 0
            if let known = last[slot], known.file == file { return known.artifact }
            let path = ArtifactPath.relative(file, to: root)
            let artifact = JSONText.object([("uri", JSONText.quoted(ArtifactPath.uriReference(path))),
                                            ("uriBaseId", path.hasPrefix("/") ? nil : JSONText.quoted(SARIFRenderer.sourceRootID))])
            last[slot] = (file, artifact)
            return artifact
        }
    }

    private static func physicalLocation(file: String, line: Int, column: Int, root: String?) -> SARIFLog.PhysicalLocation {
        let path = ArtifactPath.relative(file, to: root)
        let isRelative = !path.hasPrefix("/")
        return SARIFLog.PhysicalLocation(
            artifactLocation: .init(uri: ArtifactPath.uriReference(path), uriBaseId: isRelative ? sourceRootID : nil),
            region: .init(startLine: max(line, 1), startColumn: max(column, 1)))
    }
}
