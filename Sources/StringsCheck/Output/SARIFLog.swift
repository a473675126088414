/// The part of SARIF 2.1.0 (OASIS, `sarif-schema-2.1.0.json`) that `strings-check` writes,
/// as `Codable` values; property names are the schema's.
///
/// Only what code-scanning services read is modelled: one run, the tool and its rules, and
/// results with locations, related locations and partial fingerprints.
public struct SARIFLog: Sendable, Hashable, Codable {
    /// The schema URI (`$schema`).
    public var schema: String
    /// Always `2.1.0`.
    public var version: String
    /// The runs; `strings-check` writes one.
    public var runs: [Run]

    private enum CodingKeys: String, CodingKey {
        case schema = "$schema", version, runs
    }

    /// One invocation of one tool.
    public struct Run: Sendable, Hashable, Codable {
        /// The tool and its rules.
        public var tool: Tool
        /// Named roots that relative artifact URIs are resolved against (`%SRCROOT%`).
        public var originalUriBaseIds: [String: ArtifactLocation]?
        /// How columns are counted.
        public var columnKind: String?
        /// The findings.
        public var results: [Result]
        /// Extra facts about the run (`suppressedByBaseline`).
        public var properties: [String: Int]?
    }

    /// The analysis tool.
    public struct Tool: Sendable, Hashable, Codable {
        /// The tool itself.
        public var driver: ToolComponent
    }

    /// The tool's name, version and rules (`toolComponent`).
    public struct ToolComponent: Sendable, Hashable, Codable {
        /// The name.
        public var name: String
        /// Where to read about the tool.
        public var informationUri: String?
        /// The version.
        public var version: String?
        /// The version, as a semantic version.
        public var semanticVersion: String?
        /// One descriptor per rule.
        public var rules: [ReportingDescriptor]
    }

    /// One rule (`reportingDescriptor`).
    public struct ReportingDescriptor: Sendable, Hashable, Codable {
        /// The stable rule name, `missing-key`.
        public var id: String
        /// An identifier-like name, `MissingKey`.
        public var name: String
        /// One line: the rule's summary.
        public var shortDescription: Message
        /// What the rule finds and how to fix it.
        public var fullDescription: Message
        /// The help code scanning shows beside a finding.
        public var help: Message
        /// Where to read more about the rule.
        public var helpUri: String?
        /// The level of the rule's findings unless a finding says otherwise.
        public var defaultConfiguration: Configuration
        /// Tags for filtering.
        public var properties: Properties?

        /// The rule's default level.
        public struct Configuration: Sendable, Hashable, Codable {
            /// `error` or `warning`.
            public var level: String
        }

        /// Tags that code scanning filters on.
        public struct Properties: Sendable, Hashable, Codable {
            /// The tags.
            public var tags: [String]
        }
    }

    /// A text (`message`, `multiformatMessageString`).
    public struct Message: Sendable, Hashable, Codable {
        /// The plain text.
        public var text: String
    }

    /// One finding (`result`).
    public struct Result: Sendable, Hashable, Codable {
        /// The rule's `id`.
        public var ruleId: String
        /// The rule's index in `tool.driver.rules`.
        public var ruleIndex: Int
        /// `error` or `warning`.
        public var level: String
        /// What was found.
        public var message: Message
        /// Where: one location.
        public var locations: [Location]
        /// A second position that explains the first.
        public var relatedLocations: [Location]?
        /// Stable identities of the result across commits.
        public var partialFingerprints: [String: String]
        /// The language and key the finding is about.
        public var properties: [String: String]?
    }

    /// A place in a file (`location`).
    public struct Location: Sendable, Hashable, Codable {
        /// Distinguishes related locations within one result.
        public var id: Int?
        /// The file and region.
        public var physicalLocation: PhysicalLocation
        /// What the location is.
        public var message: Message?
    }

    /// A file and a region in it (`physicalLocation`).
    public struct PhysicalLocation: Sendable, Hashable, Codable {
        /// The file.
        public var artifactLocation: ArtifactLocation
        /// The position in the file.
        public var region: Region
    }

    /// A file (`artifactLocation`): a URI, relative to `uriBaseId` when one is given.
    public struct ArtifactLocation: Sendable, Hashable, Codable {
        /// The URI, percent-encoded.
        public var uri: String
        /// The named root a relative `uri` is resolved against.
        public var uriBaseId: String?
    }

    /// Where in the file, 1-based (`region`).
    public struct Region: Sendable, Hashable, Codable {
        /// The 1-based line.
        public var startLine: Int
        /// The 1-based column.
        public var startColumn: Int
    }
}
