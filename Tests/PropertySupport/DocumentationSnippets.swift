import Foundation

/// Keeps documentation examples honest: a test runs an example written between `// article:NAME` and
/// `// article:end` markers in its own source, and this checks that the article shows exactly those
/// lines (indentation aside), so an article can neither drift from the code nor show code no test runs.
public enum DocumentationSnippets {
    /// A snippet the article does not show verbatim, or a marker the test file lacks.
    public struct Mismatch: Error, CustomStringConvertible {
        /// What is wrong.
        public var description: String
    }

    /// Checks that `article` (a path from the repository root) contains each named snippet of `testFile`.
    /// - Parameters:
    ///   - article: The Markdown file, e.g. `Sources/Strings/Strings.docc/GettingStarted.md`.
    ///   - names: The snippets to look for.
    ///   - testFile: The test's source file (its `#filePath`), which holds the snippets.
    /// - Throws: ``Mismatch`` naming the first snippet that is missing.
    public static func expectArticle(_ article: String, shows names: [String], testFile: String = #filePath) throws {
        let root = try repositoryRoot(from: testFile)
        let articleText = try String(contentsOfFile: root + "/" + article, encoding: .utf8)
        let articleLines = articleText.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        let source = try String(contentsOfFile: testFile, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        for name in names {
            guard let start = source.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "// article:\(name)" }),
                  let end = source[start...].firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "// article:end" }) else {
                throw Mismatch(description: "\(testFile) has no snippet \"\(name)\" between // article: markers")
            }
            let snippet = source[(start + 1)..<end].map { $0.trimmingCharacters(in: .whitespaces) }
            let found = articleLines.indices.contains { index in
                index + snippet.count <= articleLines.count && Array(articleLines[index..<(index + snippet.count)]) == snippet
            }
            if !found {
                throw Mismatch(description: "\(article) does not show the snippet \"\(name)\" as the test runs it:\n" + snippet.joined(separator: "\n"))
            }
        }
    }

    private static func repositoryRoot(from file: String) throws -> String {
        var directory = URL(fileURLWithPath: file).deletingLastPathComponent()
        while directory.path != "/" {
            if FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) { return directory.path }
            directory = directory.deletingLastPathComponent()
        }
        throw Mismatch(description: "no Package.swift above \(file)")
    }
}
