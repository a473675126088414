import Foundation
import Strings
import StringsCheck
import Testing

typealias Position = Strings.SourceLocation

/// The SARIF output: valid against the official SARIF 2.1.0 schema, and shaped the way GitHub
/// code scanning reads it.
@Suite("SARIF output")
struct SARIFRendererTests {
    static let root = "/repo"

    static func diagnostic(_ file: String = "/repo/App/fr.lproj/A.strings", rule: Rule = .missingKey, line: Int = 3,
                           message: String = "fr lacks \"a\", which the base (en) defines", key: String? = "a",
                           related: Position? = Position(file: "/repo/App/en.lproj/A.strings", line: 7, column: 1)) -> Diagnostic {
        Diagnostic(rule: rule, at: Position(file: file, line: line, column: 2), message, language: "fr", key: key, related: related)
    }

    static func report(_ diagnostics: [Diagnostic]) -> Report {
        Report(diagnostics: diagnostics, coverage: [], localizations: [])
    }

    static func decode(_ sarif: String) throws -> SARIFLog {
        try JSONDecoder().decode(SARIFLog.self, from: Data(sarif.utf8))
    }

    // MARK: The schema

    /// Fixture trees covering every kind of finding the fixtures have, plus an empty report.
    static let fixtureCases: [[String]] = [
        ["clean"], ["duplicate-key"], ["missing-key"], ["extra-key"], ["format-mismatch"], ["empty-value"],
        ["untranslated"], ["plural-categories"], ["encoding"], ["syntax"], ["catalog"], ["base-folder"],
        ["duplicate-key", "missing-key", "encoding", "syntax"],
    ]

    @Test("fixture reports validate against the SARIF 2.1.0 schema", .enabled(if: SARIFValidator.isAvailable, SARIFValidator.skipReason),
          arguments: fixtureCases)
    func fixtureReportsAreValid(_ paths: [String]) throws {
        let report = try Fixtures.check(paths)
        let sarif = SARIFRenderer.sarif(report, root: Fixtures.root, suppressedByBaseline: 3)
        let outcome = try SARIFValidator.validate(sarif)
        #expect(outcome.isValid, "\(outcome.errors)")
    }

    @Test("hostile paths, keys and messages still validate", .enabled(if: SARIFValidator.isAvailable, SARIFValidator.skipReason))
    func hostileTextIsValid() throws {
        let report = Self.report([
            Self.diagnostic("/repo/Ré sumé/fr.lproj/A b%,:#?.strings", message: "bad \u{1B}[2J\r\n\"quoted\" \\ \u{0}", key: "\u{1B}"),
            Self.diagnostic("/elsewhere/x.strings", related: Position(line: 2, column: 1)),
            Self.diagnostic("relative/y.strings", rule: .extraKey, key: nil, related: nil),
        ])
        let outcome = try SARIFValidator.validate(SARIFRenderer.sarif(report, root: Self.root))
        #expect(outcome.isValid, "\(outcome.errors)")
    }

    /// Broken documents, each one edit away from valid output: the validation must reject them,
    /// or a passing validation would prove nothing.
    enum Breakage: String, CaseIterable, Sendable {
        case noVersion = "no version"
        case oldVersion = "version 2.0.0"
        case noRuns = "no runs"
        case runWithoutTool = "a run without a tool"
        case unknownLevel = "an unknown level"
        case lineZero = "line 0"
        case negativeRuleIndex = "a negative rule index"
        case messageWithoutText = "a message without text"
        case fingerprintNotString = "a fingerprint that is not a string"
        case unknownProperty = "an unknown top-level property"

        func apply(to log: inout [String: Any]) {
            switch self {
            case .noVersion: log["version"] = nil
            case .oldVersion: log["version"] = "2.0.0"
            case .noRuns: log["runs"] = nil
            case .runWithoutTool: Self.edit(&log) { $0["tool"] = nil }
            case .unknownLevel: Self.editResult(&log) { $0["level"] = "fatal" }
            case .lineZero:
                Self.editResult(&log) { result in
                    var locations = result["locations"] as! [[String: Any]]
                    var physical = locations[0]["physicalLocation"] as! [String: Any]
                    physical["region"] = ["startLine": 0, "startColumn": 1]
                    locations[0]["physicalLocation"] = physical
                    result["locations"] = locations
                }
            case .negativeRuleIndex: Self.editResult(&log) { $0["ruleIndex"] = -2 }
            case .messageWithoutText: Self.editResult(&log) { $0["message"] = [String: Any]() }
            case .fingerprintNotString: Self.editResult(&log) { $0["partialFingerprints"] = ["stringsCheck/v1": 7] }
            case .unknownProperty: log["findings"] = [Any]()
            }
        }

        static func edit(_ log: inout [String: Any], _ change: (inout [String: Any]) -> Void) {
            var runs = log["runs"] as! [[String: Any]]
            change(&runs[0])
            log["runs"] = runs
        }

        static func editResult(_ log: inout [String: Any], _ change: (inout [String: Any]) -> Void) {
            edit(&log) { run in
                var results = run["results"] as! [[String: Any]]
                change(&results[0])
                run["results"] = results
            }
        }
    }

    @Test("broken SARIF fails validation", .enabled(if: SARIFValidator.isAvailable, SARIFValidator.skipReason),
          arguments: Breakage.allCases)
    func brokenDocumentsFail(_ breakage: Breakage) throws {
        let sarif = SARIFRenderer.sarif(Self.report([Self.diagnostic()]), root: Self.root)
        #expect(try SARIFValidator.validate(sarif).isValid, "the unbroken document must be valid")
        var object = try #require(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        breakage.apply(to: &object)
        let broken = String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
        let outcome = try SARIFValidator.validate(broken)
        #expect(!outcome.isValid, "\(breakage.rawValue) passed validation")
        #expect(!outcome.errors.isEmpty)
    }

    // MARK: What code scanning reads

    @Test func oneRuleEntryPerRule() throws {
        let log = try Self.decode(SARIFRenderer.sarif(Self.report([]), root: Self.root))
        #expect(log.schema == SARIFRenderer.schemaURI)
        #expect(log.version == "2.1.0")
        #expect(log.runs.count == 1)
        let driver = try #require(log.runs.first).tool.driver
        #expect(driver.name == "strings-check")
        #expect(driver.informationUri == nil, "no public home yet: none rather than someone else's")
        #expect(driver.version?.isEmpty == false)
        #expect(driver.rules.map(\.id) == Rule.allCases.map(\.rawValue))
        for (descriptor, rule) in zip(driver.rules, Rule.allCases) {
            #expect(descriptor.name == rule.title)
            #expect(descriptor.shortDescription.text == rule.summary)
            #expect(descriptor.fullDescription.text == rule.explanation)
            #expect(descriptor.fullDescription.text.count <= 1024, "GitHub shows at most 1024 characters")
            #expect(descriptor.defaultConfiguration.level == rule.defaultSeverity.rawValue)
        }
        #expect(driver.rules.first { $0.id == "missing-key" }?.name == "MissingKey")
    }

    @Test func resultsPointAtTheirRuleFileAndPosition() throws {
        let diagnostics = [Self.diagnostic(), Self.diagnostic(rule: .untranslated, line: 9)]
        let log = try Self.decode(SARIFRenderer.sarif(Self.report(diagnostics), root: Self.root))
        let run = try #require(log.runs.first)
        #expect(run.results.count == 2)
        for result in run.results {
            #expect(run.tool.driver.rules[result.ruleIndex].id == result.ruleId)
        }
        let result = try #require(run.results.first { $0.ruleId == "missing-key" })
        #expect(result.level == "error")
        #expect(result.message.text == "fr lacks \"a\", which the base (en) defines")
        let location = try #require(result.locations.first).physicalLocation
        #expect(location.artifactLocation.uri == "App/fr.lproj/A.strings")
        #expect(location.artifactLocation.uriBaseId == "%SRCROOT%")
        #expect(location.region.startLine == 3 && location.region.startColumn == 2)
        let related = try #require(result.relatedLocations?.first)
        #expect(related.physicalLocation.artifactLocation.uri == "App/en.lproj/A.strings")
        #expect(related.physicalLocation.region.startLine == 7)
        #expect(related.message?.text == "the base's definition is here")
        #expect(result.properties == ["language": "fr", "key": "a"])
        #expect(run.originalUriBaseIds?["%SRCROOT%"]?.uri == "file:///repo/")
        #expect(run.tool.driver.rules[result.ruleIndex].defaultConfiguration.level == "error")
        #expect(run.results.first { $0.ruleId == "untranslated" }?.level == "warning")
    }

    @Test func partialFingerprintsDoNotDependOnLines() throws {
        func fingerprints(line: Int, relatedLine: Int) throws -> [String: String] {
            let diagnostic = Self.diagnostic(line: line, related: Position(file: "/repo/App/en.lproj/A.strings", line: relatedLine, column: 1))
            let log = try Self.decode(SARIFRenderer.sarif(Self.report([diagnostic]), root: Self.root))
            return try #require(log.runs.first?.results.first).partialFingerprints
        }
        let before = try fingerprints(line: 3, relatedLine: 7)
        let after = try fingerprints(line: 40, relatedLine: 90)
        #expect(before == after)
        #expect(before[SARIFRenderer.fingerprintKey] == FindingFingerprint(Self.diagnostic(), relativeTo: Self.root).hash)
        #expect(before["primaryLocationLineHash"] == before[SARIFRenderer.fingerprintKey])
        let otherKey = try Self.decode(SARIFRenderer.sarif(Self.report([Self.diagnostic(message: "fr lacks \"b\"", key: "b")]), root: Self.root))
        #expect(otherKey.runs.first?.results.first?.partialFingerprints != before)
    }

    /// Artifact URIs are RFC 3986 references: spaces, non-ASCII and reserved characters percent-encoded.
    static let uriCases: [(String, String, String?)] = [
        ("/repo/App/fr.lproj/A.strings", "App/fr.lproj/A.strings", "%SRCROOT%"),
        ("/repo/My App/fr.lproj/A b.strings", "My%20App/fr.lproj/A%20b.strings", "%SRCROOT%"),
        ("/repo/Résumé/日本.lproj/A.strings", "R%C3%A9sum%C3%A9/%E6%97%A5%E6%9C%AC.lproj/A.strings", "%SRCROOT%"),
        ("/repo/a%b#c?d:e.strings", "a%25b%23c%3Fd%3Ae.strings", "%SRCROOT%"),
        ("/other/x y.strings", "file:///other/x%20y.strings", nil),
        ("./rel/./z.strings", "rel/z.strings", "%SRCROOT%"),
    ]

    @Test("artifact URIs", arguments: uriCases)
    func artifactURIs(_ file: String, _ uri: String, _ base: String?) throws {
        let log = try Self.decode(SARIFRenderer.sarif(Self.report([Self.diagnostic(file, related: nil)]), root: Self.root))
        let artifact = try #require(log.runs.first?.results.first?.locations.first).physicalLocation.artifactLocation
        #expect(artifact.uri == uri)
        #expect(artifact.uriBaseId == base)
    }

    @Test func theWireShapeIsPinned() throws {
        // One result per line, keys sorted: a renamed property is a failing test, not a surprise
        // in code scanning.
        let lines = SARIFRenderer.sarif(Self.report([Self.diagnostic()]), root: Self.root).split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines.first == #"{"$schema":"https://json.schemastore.org/sarif-2.1.0.json","runs":[{"columnKind":"unicodeCodePoints","originalUriBaseIds":{"%SRCROOT%":{"uri":"file:///repo/"}},"results":["#)
        let hash = FindingFingerprint(Self.diagnostic(), relativeTo: Self.root).hash
        #expect(lines.dropFirst().first == #"{"level":"error","locations":[{"physicalLocation":{"artifactLocation":{"uri":"App/fr.lproj/A.strings","uriBaseId":"%SRCROOT%"},"region":{"startColumn":2,"startLine":3}}}],"message":{"text":"fr lacks \"a\", which the base (en) defines"},"partialFingerprints":{"primaryLocationLineHash":"\#(hash)","stringsCheck/v1":"\#(hash)"},"properties":{"key":"a","language":"fr"},"relatedLocations":[{"id":1,"message":{"text":"the base's definition is here"},"physicalLocation":{"artifactLocation":{"uri":"App/en.lproj/A.strings","uriBaseId":"%SRCROOT%"},"region":{"startColumn":1,"startLine":7}}}],"ruleId":"missing-key","ruleIndex":1}"#)
        #expect(lines.last?.hasPrefix(#"],"tool":{"driver":{"#) == true)
        #expect(lines.last?.hasSuffix(#""semanticVersion":"1.0.0","version":"1.0.0"}}}],"version":"2.1.0"}"#) == true)
    }

    @Test func baselineSuppressionsAreRecordedOnlyWhenABaselineIsUsed() throws {
        let without = try Self.decode(SARIFRenderer.sarif(Self.report([]), root: nil))
        #expect(without.runs.first?.properties == nil)
        #expect(without.runs.first?.originalUriBaseIds == nil)
        let with = try Self.decode(SARIFRenderer.sarif(Self.report([]), root: nil, suppressedByBaseline: 12))
        #expect(with.runs.first?.properties == ["suppressedByBaseline": 12])
    }
}
