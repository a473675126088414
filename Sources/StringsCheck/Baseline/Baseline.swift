#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import IVersionSupport

/// The findings a project has accepted for now, so that a check fails only on new ones.
///
/// `strings-check --write-baseline FILE` records today's findings; later runs with
/// `--baseline FILE` report only findings the file does not hold. A finding is matched by its
/// ``FindingFingerprint`` (rule, file, language, key, message without positions), so moving
/// lines does not make old findings new. An entry seen N times absorbs up to N findings.
///
/// The file is JSON with sorted keys and sorted entries, so it diffs well in review:
///
/// ```json
/// {
///   "entries" : [
///     {
///       "count" : 1,
///       "file" : "App/fr.lproj/Localizable.strings",
///       "fingerprint" : "5b1f0c9a2d7e4f36",
///       "key" : "welcome",
///       "language" : "fr",
///       "message" : "fr lacks \"welcome\", which the base (en) defines",
///       "rule" : "missing-key"
///     }
///   ],
///   "tool" : "strings-check",
///   "version" : 1
/// }
/// ```
///
/// ```swift
/// let baseline = Baseline(report: report, relativeTo: root)
/// let outcome = baseline.apply(to: laterReport, relativeTo: root)
/// outcome.report.diagnostics    // only the new findings
/// outcome.suppressed            // how many the baseline absorbed
/// ```
public struct Baseline: Sendable, Hashable, Codable {
    /// The format version this build writes and reads.
    public static let currentVersion = 1

    /// The file format's version (``currentVersion``).
    public var version: Int
    /// The tool that wrote the file, `strings-check`.
    public var tool: String
    /// One entry per distinct fingerprint, sorted.
    public var entries: [Entry]

    /// One accepted fingerprint and how many findings share it.
    public struct Entry: Sendable, Hashable, Codable {
        /// What the findings are.
        public var fingerprint: FindingFingerprint
        /// How many findings had this fingerprint when the baseline was written (at least 1).
        public var count: Int

        /// An entry.
        public init(fingerprint: FindingFingerprint, count: Int) {
            self.fingerprint = fingerprint
            self.count = count
        }

        private enum CodingKeys: String, CodingKey {
            case rule, file, language, key, message, count, fingerprint
        }

        /// Reads an entry: the fingerprint's parts and the count; the stored hash is ignored.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            fingerprint = FindingFingerprint(
                rule: try container.decode(Rule.self, forKey: .rule),
                file: try container.decode(String.self, forKey: .file),
                language: try container.decodeIfPresent(String.self, forKey: .language),
                key: try container.decodeIfPresent(String.self, forKey: .key),
                message: try container.decode(String.self, forKey: .message))
            count = try container.decode(Int.self, forKey: .count)
            guard count >= 1 else {
                throw DecodingError.dataCorruptedError(forKey: .count, in: container, debugDescription: "count must be at least 1, found \(count)")
            }
            // The stored hash is for people cross-referencing SARIF output; matching uses the parts.
        }

        /// Writes an entry: the fingerprint's parts, the count, and the hash as `fingerprint`.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(fingerprint.rule, forKey: .rule)
            try container.encode(fingerprint.file, forKey: .file)
            try container.encodeIfPresent(fingerprint.language, forKey: .language)
            try container.encodeIfPresent(fingerprint.key, forKey: .key)
            try container.encode(fingerprint.message, forKey: .message)
            try container.encode(count, forKey: .count)
            try container.encode(fingerprint.hash, forKey: .fingerprint)
        }
    }

    /// A baseline of the given entries; entries with the same fingerprint are merged and the
    /// result is sorted.
    public init(entries: [Entry]) {
        var counts: [FindingFingerprint: Int] = [:]
        for entry in entries { counts[entry.fingerprint, default: 0].addSaturating(entry.count) }
        self.version = Self.currentVersion
        self.tool = "strings-check"
        self.entries = counts.map { Entry(fingerprint: $0.key, count: $0.value) }.sorted { $0.fingerprint < $1.fingerprint }
    }

    /// The baseline that accepts every finding of a report.
    /// - Parameters:
    ///   - report: Today's findings.
    ///   - root: The directory paths are recorded relative to (the repository root).
    public init(report: Report, relativeTo root: String?) {
        self.init(entries: report.diagnostics.map { Entry(fingerprint: FindingFingerprint($0, relativeTo: root), count: 1) })
    }

    /// The report without the findings this baseline accepts, counts and exit code recomputed.
    ///
    /// Findings are taken in the report's order, so when a fingerprint has more findings than
    /// the baseline's count, the later ones are the new ones.
    /// - Parameters:
    ///   - report: A report, with paths as the checker found them.
    ///   - root: The same root the baseline was written with.
    /// - Returns: The new findings and how many were suppressed.
    public func apply(to report: Report, relativeTo root: String?) -> BaselineOutcome {
        var remaining: [FindingFingerprint: Int] = [:]
        for entry in entries { remaining[entry.fingerprint, default: 0].addSaturating(entry.count) }
        var kept: [Diagnostic] = []
        var suppressed = 0
        for diagnostic in report.diagnostics {
            var fingerprint = FindingFingerprint(diagnostic, relativeTo: root)
            if remaining[fingerprint, default: 0] == 0, fingerprint.key != nil {
                // Written before findings of its kind named their key (syntax and encoding findings
                // gained theirs): the keyless entry accepts the same finding.
                fingerprint.key = nil
            }
            if let left = remaining[fingerprint], left > 0 {
                remaining[fingerprint] = left - 1
                suppressed += 1
            } else {
                kept.append(diagnostic)
            }
        }
        let filtered = Report(diagnostics: kept, coverage: report.coverage, localizations: report.localizations)
        return BaselineOutcome(report: filtered, suppressed: suppressed)
    }

    /// The number of findings the baseline accepts (the sum of the entries' counts).
    /// Counts come from a file, so the sum stops at `Int.max` rather than overflowing.
    public var findingCount: Int {
        var total = 0
        for entry in entries { total.addSaturating(entry.count) }
        return total
    }

    /// The file's bytes: pretty-printed JSON with sorted keys, ending in a newline.
    public func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding strings and numbers cannot fail.
        var data = (try? encoder.encode(self)) ?? Data()
        data.append(UInt8(ascii: "\n"))
        return data
    }

    /// Reads a baseline from a file's bytes.
    /// - Parameters:
    ///   - data: The file's contents.
    ///   - path: The file's path, for messages.
    /// - Throws: ``BaselineError/malformed(path:reason:)`` when it is not a baseline,
    ///   ``BaselineError/unsupportedVersion(path:found:)`` when another version wrote it.
    public static func decode(_ data: Data, path: String) throws(BaselineError) -> Baseline {
        struct Header: Decodable { var version: Int }
        let decoder = JSONValueDecoder()
        do {
            let value = try JSONReader.read([UInt8](data))
            let header = try decoder.decode(Header.self, from: value)
            guard header.version == currentVersion else { throw BaselineError.unsupportedVersion(path: path, found: header.version) }
            return Baseline(entries: try decoder.decode(Baseline.self, from: value).entries)
        } catch let error as BaselineError {
            throw error
        } catch let error as JSONReader.Failure {
            throw .malformed(path: path, reason: "not valid JSON: \(error)")
        } catch {
            throw .malformed(path: path, reason: "\(error)")
        }
    }
}

extension Int {
    /// Adds a count read from a file: at `Int.max` it stays there (a baseline's counts are written
    /// by people and programs; two entries of `Int.max` must not stop the check).
    mutating func addSaturating(_ other: Int) {
        let (sum, overflow) = addingReportingOverflow(other)
        self = overflow ? (other > 0 ? .max : .min) : sum
    }
}

/// What applying a ``Baseline`` left: the report of new findings and how many it absorbed.
public struct BaselineOutcome: Sendable, Hashable {
    /// The report with only the findings that are not in the baseline.
    public var report: Report
    /// The number of findings the baseline absorbed.
    public var suppressed: Int

    /// An outcome.
    public init(report: Report, suppressed: Int) {
        self.report = report
        self.suppressed = suppressed
    }
}
