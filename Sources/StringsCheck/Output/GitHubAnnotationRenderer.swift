import Strings
import IVersionSupport
/// Turns a ``Report`` into GitHub Actions workflow commands, one per finding, so each finding
/// shows as an annotation on the file and line in the pull request and the run's summary.
///
/// ```text
/// ::error file=App/fr.lproj/Localizable.strings,line=3,col=1,title=strings-check missing-key::fr lacks "welcome", which the base (en) defines
/// ```
///
/// Values are escaped as the Actions runner expects (`%` → `%25`, CR → `%0D`, LF → `%0A`; in
/// properties also `:` → `%3A` and `,` → `%2C`), so a hostile key, value or file name cannot end
/// the command early or inject another one. Other control characters are shown as `\u{…}`, and
/// in messages `##[`, which the runner reads as a legacy command anywhere in other lines, is
/// broken, as in every line the checker prints for a CI log.
public enum GitHubAnnotationRenderer {
    /// One workflow command per finding (`::error …` or `::warning …`), each ending in a newline.
    /// - Parameters:
    ///   - report: The findings.
    ///   - root: The directory paths are made relative to (the repository root, which is the
    ///     workspace GitHub resolves annotation paths against), or nil to keep them as found.
    /// - Returns: The commands.
    public static func annotations(_ report: Report, root: String?) -> String {
        var output = ""
        write(report, root: root) { output += $0 }
        return output
    }

    /// The commands written one at a time, each ending in a newline, so many findings are never one string.
    /// - Parameters:
    ///   - report: The findings.
    ///   - root: See ``annotations(_:root:)``.
    ///   - output: Receives the commands in order.
    public static func write(_ report: Report, root: String?, to output: (String) -> Void) {
        var paths = Paths(root: root)
        for diagnostic in report.diagnostics {
            output(annotation(diagnostic, paths: &paths) + "\n")
        }
    }

    /// The workflow command for one finding; the related position, if any, is a second line of
    /// the message.
    public static func annotation(_ diagnostic: Diagnostic, root: String?) -> String {
        var paths = Paths(root: root)
        return annotation(diagnostic, paths: &paths)
    }

    /// Each file's path made relative (and escaped as a property) once: the findings of one file
    /// are often thousands, and doing it for each was a third of the time of 300,000 of them.
    private struct Paths {
        let root: String?
        var relative: [String: String] = [:]
        var properties: [String: String] = [:]

        mutating func relative(_ file: String) -> String {
            if let known = relative[file] { return known }
            let path = ArtifactPath.relative(file, to: root)
            relative[file] = path
            return path
        }

        mutating func property(_ text: String) -> String {
            if let known = properties[text] { return known }
            let escaped = GitHubAnnotationRenderer.escapeProperty(text)
            properties[text] = escaped
            return escaped
        }
    }

    private static func annotation(_ diagnostic: Diagnostic, paths: inout Paths) -> String {
        var message = diagnostic.message
        if let related = diagnostic.related {
            let relatedFile = paths.relative(related.file ?? diagnostic.file)
            message += "\n\(relatedFile):\(related.line):\(related.column): note: \(diagnostic.relatedNote)"
        }
        let properties = [
            "file=" + paths.property(paths.relative(diagnostic.file)),
            "line=\(max(diagnostic.line, 1))",
            "col=\(max(diagnostic.column, 1))",
            "title=" + paths.property("strings-check \(diagnostic.rule.rawValue)"),
        ]
        // The runner reads this line as the command it is (a line starting with `::` is never
        // read as a legacy `##[` one), so the file property stays exact for GitHub to place the
        // annotation; the message, which people copy, has `##[` broken all the same.
        return "::\(diagnostic.severity.rawValue) \(properties.joined(separator: ","))::"
            + SafeText.breakingLegacyWorkflowCommands(escapeData(message))
    }

    /// A notice (`::notice::…`), for facts about the run such as a baseline's suppressed findings.
    public static func notice(_ text: String) -> String {
        "::notice::" + SafeText.breakingLegacyWorkflowCommands(escapeData(text))
    }

    /// A command's message: `%`, CR and LF percent-encoded, other control characters shown as
    /// `\u{…}`.
    public static func escapeData(_ text: String) -> String {
        text.escapingScalars { scalar in
            switch scalar {
            case "%": "%25"
            case "\r": "%0D"
            case "\n": "%0A"
            case _ where UnsafeScalar(scalar) != nil: SafeText.escaped(scalar)
            default: nil
            }
        }
    }

    /// A command's property value: as ``escapeData(_:)``, and `:` and `,` percent-encoded too.
    public static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacing(":", with: "%3A").replacing(",", with: "%2C")
    }
}
