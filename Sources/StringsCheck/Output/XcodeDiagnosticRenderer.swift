import IVersionSupport
import Strings

/// Turns a ``Report`` into the lines a compiler prints, with absolute paths, for the build logs that
/// place each finding at its line: `swift build` and Xcode (a build-tool plugin's command, or a Run
/// Script phase).
///
/// ```text
/// /src/App/Resources/de.lproj/Localizable.strings:3:1: error: de's "count" consumes %@ where the base consumes %d [format-mismatch]
/// /src/App/Resources/en.lproj/Localizable.strings:3:1: note: the base's definition is here
/// ```
///
/// Unlike the text output, the lines carry no coverage table or counts, only findings: a build log
/// shows whatever follows them as the compiler's output. Paths are absolute, since Xcode does not
/// resolve relative ones against the directory the tool ran in; lines and columns are 1-based. Keys,
/// values and file names come from the checked files, so each line is made safe for a terminal and a
/// CI log (escaped as the text output's lines are): a line break in a key cannot start a line of its
/// own that Xcode would read as another finding.
public enum XcodeDiagnosticRenderer {
    /// One `path:line:col: severity: message [rule]` line per finding and a `note:` line at its related
    /// position, each ending in a newline.
    /// - Parameters:
    ///   - report: The findings.
    ///   - root: The absolute directory relative paths are resolved against (where the check ran).
    /// - Returns: The lines.
    public static func lines(_ report: Report, root: String) -> String {
        var output = ""
        write(report, root: root) { output += $0 }
        return output
    }

    /// The lines written one finding at a time, so many findings are never one string.
    /// - Parameters:
    ///   - report: The findings.
    ///   - root: See ``lines(_:root:)``.
    ///   - output: Receives the lines in order.
    public static func write(_ report: Report, root: String, to output: (String) -> Void) {
        var paths = AbsolutePaths(root: root)
        for diagnostic in report.diagnostics {
            let file = paths.absolute(diagnostic.file)
            output(line("\(file):\(position(diagnostic.line, diagnostic.column)): \(diagnostic.severity.rawValue): "
                        + "\(diagnostic.message) [\(diagnostic.rule.rawValue)]"))
            if let related = diagnostic.related {
                let relatedFile = related.file.map { paths.absolute($0) } ?? file
                output(line("\(relatedFile):\(position(related.line, related.column)): note: \(diagnostic.relatedNote)"))
            }
        }
    }

    /// A position the way compilers print it: 1-based, so a finding about a whole file (line or
    /// column 0 where a reader had none) still lands on its first line.
    private static func position(_ line: Int, _ column: Int) -> String {
        "\(max(line, 1)):\(max(column, 1))"
    }

    private static func line(_ text: String) -> String {
        SafeText.line(text, .ciLog) + "\n"
    }

    /// Each file made absolute once: a file's findings are often thousands.
    private struct AbsolutePaths {
        let root: String
        var known: [String: String] = [:]

        mutating func absolute(_ file: String) -> String {
            if let path = known[file] { return path }
            let path = ArtifactPath.tidy(file.hasPrefix("/") ? file : root + "/" + file)
            known[file] = path
            return path
        }
    }
}
