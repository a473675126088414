import Foundation

/// One fenced Swift block of the README or a DocC article, and the Swift file that compiles it, so
/// that every block a reader may copy is compiled by a test (`DocumentationSnippetTests`).
///
/// A block that starts with `import` lines is a whole file: it is compiled with exactly those imports,
/// as a reader who copies it gets them. A block without them is a fragment of a file and is compiled with
/// Foundation and the library's products imported. A block whose first line is `// swift-tools-version:`
/// is a package manifest, compiled against PackageDescription. Names a block takes as given (`feedURL`,
/// `show`) are declared once beside the compiled blocks (`Examples/Sources/DocSnippets/Givens.swift`).
public struct DocumentationBlock: Sendable, Hashable {
    /// The Markdown file, from the repository root (`README.md`).
    public var file: String
    /// The line of the block's first line of code, counted from 1.
    public var line: Int
    /// The code, without the indentation of its fence.
    public var lines: [String]

    /// Creates a block (``blocks(inMarkdown:file:)`` finds them).
    public init(file: String, line: Int, lines: [String]) {
        self.file = file
        self.line = line
        self.lines = lines
    }

    /// True for a package manifest: its first line is `// swift-tools-version:`.
    public var isManifest: Bool { lines.first?.hasPrefix("// swift-tools-version:") == true }

    /// The block's own `import` lines.
    public var imports: [String] { lines.filter(Self.isImport) }

    /// The Markdown files whose Swift blocks are compiled: the README and every DocC catalog's articles,
    /// found on disk so that a new article is covered without a list to update.
    /// - Parameter root: The repository's root folder.
    /// - Returns: Paths from the root, sorted.
    public static func documents(root: URL) throws -> [String] {
        let sources = root.appendingPathComponent("Sources")
        var documents = ["README.md"]
        for module in try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted() {
            for entry in (try? FileManager.default.contentsOfDirectory(atPath: sources.appendingPathComponent(module).path)) ?? []
            where entry.hasSuffix(".docc") {
                let catalog = "Sources/\(module)/\(entry)"
                let articles = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(catalog).path)
                documents += articles.filter { $0.hasSuffix(".md") }.sorted().map { "\(catalog)/\($0)" }
            }
        }
        return documents
    }

    /// The fenced Swift blocks of a Markdown text, including those indented inside list items.
    /// - Parameters:
    ///   - text: The Markdown.
    ///   - file: Its path, recorded in each block.
    /// - Returns: The blocks in the order they appear.
    public static func blocks(inMarkdown text: String, file: String) -> [DocumentationBlock] {
        var blocks: [DocumentationBlock] = []
        var open: (indent: Int, fence: String, line: Int, isSwift: Bool)?
        var code: [String] = []
        for (index, line) in text.components(separatedBy: "\n").enumerated() {
            let content = line.drop { $0 == " " }
            let indent = line.count - content.count
            if let fence = open {
                if content.hasPrefix(fence.fence), content.allSatisfy({ $0 == "`" || $0 == "~" || $0 == " " }) {
                    if fence.isSwift { blocks.append(DocumentationBlock(file: file, line: fence.line, lines: code)) }
                    open = nil
                } else {
                    code.append(String(line.dropFirst(min(fence.indent, indent))))
                }
            } else if content.hasPrefix("```") || content.hasPrefix("~~~") {
                let fence = String(content.prefix { $0 == content.first })
                let language = content.dropFirst(fence.count).trimmingCharacters(in: .whitespaces)
                open = (indent, fence, index + 2, language == "swift")
                code = []
            }
        }
        return blocks
    }

    /// The block as a Swift file: its imports (or, for a fragment, `fragmentImports`) at the top, and its
    /// code as the body of a function named after its place, with `#sourceLocation` pointing the
    /// compiler's messages at the Markdown file and line.
    /// - Parameter fragmentImports: The modules a block without imports is compiled with.
    /// - Returns: The file's text.
    public func compilationUnit(fragmentImports: [String]) -> String {
        let imports = self.imports.isEmpty ? fragmentImports.map { "import \($0)" } : self.imports
        // An import line stays as a blank one, so the code keeps the Markdown's line numbers.
        let body = lines.map { Self.isImport($0) ? "" : $0 }
        let function = isManifest ? "func \(functionName)()" : "func \(functionName)() async throws"
        return (["// \(file):\(line), compiled by DocumentationSnippetTests."] + imports + ["", "\(function) {",
            "#sourceLocation(file: \"\(file)\", line: \(line))"] + body + ["#sourceLocation()", "}", ""]).joined(separator: "\n")
    }

    /// A name unique to the block's file and line: `snippet_README_md_47`.
    public var functionName: String {
        "snippet_" + String((file + "_\(line)").map { $0.isLetter || $0.isNumber ? $0 : "_" })
    }

    /// `import M`, or one with attributes (`@_spi(Engine) import IVersion`, the engine article's).
    private static func isImport(_ line: String) -> Bool {
        line.hasPrefix("import ") || (line.hasPrefix("@") && line.contains(" import "))
    }
}
