import Foundation
import PropertySupport
import Testing

/// Every fenced Swift block of the README and the DocC articles compiles, as a reader who copies it
/// compiles it: the code blocks as files of the `DocSnippets` target of `Examples/` (built once, with the
/// examples, by ``ExamplesTests/built``), the manifests against PackageDescription. A compiler error is
/// reported at the Markdown file and line.
@Suite("Documentation snippets")
struct DocumentationSnippetTests {
    /// Where the generated files go in the mirrored checkout, beside the committed `Givens.swift`.
    static let target = "Examples/Sources/DocSnippets"

    /// What a fragment (a block without imports) is compiled with: Foundation and the library's products.
    static let fragmentImports = ["Foundation", "IVersion", "IVersionNotifier", "LocaleServices", "Strings", "StringsCheck"]

    /// Every Swift block of the documents, read from the repository.
    static func blocks(root: URL = ExamplesTests.root) throws -> [DocumentationBlock] {
        try DocumentationBlock.documents(root: root).flatMap { document in
            DocumentationBlock.blocks(inMarkdown: try String(contentsOf: root.appendingPathComponent(document), encoding: .utf8), file: document)
        }
    }

    /// Writes each code block (not the manifests) as a file of the `DocSnippets` target of the checkout's
    /// `Examples/`; ``ExamplesTests/build()`` calls it before it builds.
    static func writeCodeBlocks(into checkout: URL) throws {
        let folder = checkout.appendingPathComponent(target)
        for block in try blocks() where !block.isManifest {
            try Data(block.compilationUnit(fragmentImports: fragmentImports).utf8)
                .write(to: folder.appendingPathComponent("\(block.functionName).swift"))
        }
    }

    @Test func everyCodeBlockCompiles() async throws {
        let blocks = try Self.blocks().filter { !$0.isManifest }
        // Not vacuous: 31 blocks when this was written, the notifier's three among them.
        #expect(blocks.count >= 25, "\(blocks.count) blocks")
        for required in ["README.md", "Sources/IVersionNotifier/IVersionNotifier.docc/CommandLineTools.md",
                         "Sources/IVersionNotifier/IVersionNotifier.docc/IVersionNotifier.md"] {
            #expect(blocks.contains { $0.file == required }, "\(required) has a Swift block")
        }
        do {
            let products = try await ExamplesTests.built.value
            // The build compiled the blocks: their object files are there.
            let objects = products.appendingPathComponent("DocSnippets.build")
            for block in blocks {
                #expect(FileManager.default.fileExists(atPath: objects.appendingPathComponent("\(block.functionName).swift.o").path),
                        "\(block.file):\(block.line) was compiled")
            }
        } catch let failure as ExamplesTests.Failure {
            let errors = failure.description.components(separatedBy: "\n").filter { $0.contains(".md:") && $0.contains("error:") }
            let detail = errors.isEmpty ? "\(failure)" : "Swift blocks that do not compile:\n" + Set(errors).sorted().joined(separator: "\n")
            Issue.record("\(detail)")
        }
    }

    @Test func everyManifestTypeChecks() throws {
        let manifests = try Self.blocks().filter(\.isManifest)
        #expect(manifests.count >= 2, "the getting-started article's and the plugins article's")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("iversion-manifests-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Manifests.swift")
        // One file for all: the imports (PackageDescription's, repeated) once at the top, each manifest a function.
        let units = manifests.map { $0.compilationUnit(fragmentImports: []) }
        try Data(units.joined(separator: "\n").utf8).write(to: file)
        let swiftc = ProcessInfo.processInfo.environment["SWIFTC"] ?? "swiftc"
        let check = try ExamplesTests.run(URL(fileURLWithPath: "/usr/bin/env"),
                                          [swiftc, "-typecheck", "-suppress-warnings", "-swift-version", "6", "-I", try Self.manifestAPI(of: swiftc).path,
                                           "-package-description-version", "6.0.0", file.path],
                                          ProcessInfo.processInfo.environment, in: ExamplesTests.root)
        #expect(check.status == 0, "manifests that do not type-check:\n\(check.error)")
    }

    /// The folder holding PackageDescription's module in the toolchain of `swiftc`.
    static func manifestAPI(of swiftc: String) throws -> URL {
        let swift = try ExamplesTests.run(URL(fileURLWithPath: "/usr/bin/env"), ["sh", "-c", "command -v \"$0\"", swiftc],
                                          ProcessInfo.processInfo.environment)
        let binary = URL(fileURLWithPath: swift.output.trimmingCharacters(in: .whitespacesAndNewlines)).resolvingSymlinksInPath()
        return binary.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("lib/swift/pm/ManifestAPI")
    }

    @Test func blocksAreFoundInListsAndOtherLanguagesAreNot() {
        let markdown = """
            Text.

            ```swift
            import IVersion

            let a = 1
            ```

            - item:
              ```swift
              let b = 2
              ```

            ```sh
            make test
            ```

            ```
            plain
            ```
            """
        let blocks = DocumentationBlock.blocks(inMarkdown: markdown, file: "A.md")
        #expect(blocks == [DocumentationBlock(file: "A.md", line: 4, lines: ["import IVersion", "", "let a = 1"]),
                           DocumentationBlock(file: "A.md", line: 11, lines: ["let b = 2"])])
        #expect(blocks[0].imports == ["import IVersion"] && blocks[1].imports.isEmpty)
    }

    @Test func aBlockCompilesAtItsMarkdownLine() {
        let block = DocumentationBlock(file: "Sources/A/A.docc/B.md", line: 4, lines: ["import IVersion", "", "let a = 1"])
        #expect(block.compilationUnit(fragmentImports: ["Foundation"]) == """
            // Sources/A/A.docc/B.md:4, compiled by DocumentationSnippetTests.
            import IVersion

            func snippet_Sources_A_A_docc_B_md_4() async throws {
            #sourceLocation(file: "Sources/A/A.docc/B.md", line: 4)


            let a = 1
            #sourceLocation()
            }

            """)
        let fragment = DocumentationBlock(file: "R.md", line: 9, lines: ["let b = 2"])
        #expect(fragment.compilationUnit(fragmentImports: ["Foundation", "IVersion"]).hasPrefix("// R.md:9, compiled by DocumentationSnippetTests.\nimport Foundation\nimport IVersion\n"))
        #expect(DocumentationBlock(file: "P.md", line: 2, lines: ["// swift-tools-version: 6.0", "import PackageDescription"]).isManifest)
    }
}
