import Foundation
import IVersionLocalizations
import Testing

/// Package.swift names the translations' folders (`localizationLanguages`) instead of listing Localizations/
/// while SwiftPM evaluates it: these keep the list, the folders and what ships the same, and prove that
/// `make localizations-list` (scripts/localizations_list.py) rewrites the list from the folders.
@Suite("Localization list")
struct LocalizationListTests {
    @Test("Package.swift lists exactly the <lang>.lproj folders of Localizations/")
    func listMatchesFolders() throws {
        let root = try Self.repositoryRoot()
        let listed = try Self.listedLanguages(manifest: root.appendingPathComponent("Package.swift"))
        let folders = try Self.languageFolders(in: root.appendingPathComponent("Localizations"))
        let unlisted = folders.subtracting(listed).sorted()
        let withoutFolder = Set(listed).subtracting(folders).sorted()
        #expect(unlisted.isEmpty, "Localizations/ has folders Package.swift does not list: \(unlisted.map { "\($0).lproj" }.joined(separator: ", ")) (run `make localizations-list`)")
        #expect(withoutFolder.isEmpty, "Package.swift lists languages with no folder in Localizations/: \(withoutFolder.joined(separator: ", ")) (run `make localizations-list`)")
        #expect(listed.count == Set(listed).count, "Package.swift lists a language twice: \(listed)")
    }

    @Test("the compiled-in translations hold the listed languages")
    func shippedMatchesList() throws {
        let listed = try Self.listedLanguages(manifest: Self.repositoryRoot().appendingPathComponent("Package.swift"))
        // Compiled in from the folders themselves (the list keeps them out of SwiftPM's resources).
        let shipped = LibraryLocalizations.languages
        #expect(shipped == listed.sorted(), "built but not listed: \(Set(shipped).subtracting(listed).sorted()); listed but not built: \(Set(listed).subtracting(shipped).sorted())")
    }

    @Test("make localizations-list adds a new folder to the list and drops a removed one")
    func scriptRewritesTheList() throws {
        // A copy of the manifest and the script, with empty folders standing for the translations.
        let scratch = try Self.scratchCopy(folders: [])
        defer { try? FileManager.default.removeItem(at: scratch) }
        let fileManager = FileManager.default
        let localizations = scratch.appendingPathComponent("Localizations")
        let original = try Self.listedLanguages(manifest: scratch.appendingPathComponent("Package.swift"))
        for language in original + ["yo"] where language != "de" {
            try fileManager.createDirectory(at: localizations.appendingPathComponent("\(language).lproj"), withIntermediateDirectories: true)
        }
        // Neither a file named like a folder nor another file is a language.
        try Data().write(to: localizations.appendingPathComponent("xx.lproj.txt"))
        try Data().write(to: localizations.appendingPathComponent("strings-check.allow"))

        let output = try Self.runScript(in: scratch)
        #expect(output.status == 0, "\(output.text)")
        let rewritten = try Self.listedLanguages(manifest: scratch.appendingPathComponent("Package.swift"))
        #expect(rewritten == (original.filter { $0 != "de" } + ["yo"]).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
        let manifest = try String(contentsOf: scratch.appendingPathComponent("Package.swift"), encoding: .utf8)
        // Wrapped, not one line of 78 names.
        let listLines = manifest.split(separator: "\n").filter { $0.hasPrefix("    \"") }
        #expect(listLines.count > 1 && listLines.allSatisfy { $0.count <= 120 }, "\(listLines)")

        // A second run finds nothing to change and leaves the manifest byte for byte.
        let again = try Self.runScript(in: scratch)
        #expect(again.status == 0 && again.text.contains("already lists"), "\(again.text)")
        #expect(try String(contentsOf: scratch.appendingPathComponent("Package.swift"), encoding: .utf8) == manifest)
    }

    @Test("a manifest without the list is an error, not a silent no-op")
    func scriptRefusesAManifestWithoutTheList() throws {
        let scratch = try Self.scratchCopy(folders: ["fr"])
        defer { try? FileManager.default.removeItem(at: scratch) }
        let manifest = "// swift-tools-version: 6.0\nimport PackageDescription\n"
        try manifest.write(to: scratch.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        let output = try Self.runScript(in: scratch)
        #expect(output.status == 1)
        #expect(output.text.contains("has no `let localizationLanguages = [`"), "\(output.text)")
        #expect(try String(contentsOf: scratch.appendingPathComponent("Package.swift"), encoding: .utf8) == manifest)
    }

    @Test("a folder whose name is no language tag is an error naming it, and the manifest stays as it was")
    func scriptRefusesAFolderThatIsNoTag() throws {
        let scratch = try Self.scratchCopy(folders: ["fr", "x\"y", "de"])
        defer { try? FileManager.default.removeItem(at: scratch) }
        let before = try Data(contentsOf: scratch.appendingPathComponent("Package.swift"))
        let output = try Self.runScript(in: scratch)
        #expect(output.status == 1)
        #expect(output.text.contains(#"Localizations/'x"y'.lproj: a folder's name must be a language tag"#), "\(output.text)")
        #expect(try Data(contentsOf: scratch.appendingPathComponent("Package.swift")) == before)
    }

    // MARK: Helpers

    /// The names between `let localizationLanguages = [` and the `]` that closes it, in the manifest's order.
    static func listedLanguages(manifest: URL) throws -> [String] {
        let text = try String(contentsOf: manifest, encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(of: "let localizationLanguages = ["),
              let end = lines[start...].firstIndex(of: "]") else {
            throw Failure(description: "\(manifest.path) has no `let localizationLanguages = [` … `]` list")
        }
        return lines[(start + 1)..<end].flatMap { line in
            line.split(separator: ",").compactMap { item -> String? in
                let name = item.trimmingCharacters(in: .whitespaces)
                return name.count >= 2 && name.hasPrefix("\"") && name.hasSuffix("\"") ? String(name.dropFirst().dropLast()) : nil
            }
        }
    }

    /// The language of each `<lang>.lproj` directory in `directory`.
    static func languageFolders(in directory: URL) throws -> Set<String> {
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        return Set(names.filter { name in
            var isDirectory: ObjCBool = false
            return name.hasSuffix(".lproj")
                && FileManager.default.fileExists(atPath: directory.appendingPathComponent(name).path, isDirectory: &isDirectory)
                && isDirectory.boolValue
        }.map { String($0.dropLast(".lproj".count)) })
    }

    /// A temporary folder holding copies of Package.swift and scripts/localizations_list.py, and an empty
    /// `Localizations/<name>.lproj` for each of `folders`. The caller removes it.
    static func scratchCopy(folders: [String]) throws -> URL {
        let root = try repositoryRoot()
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("localizations-list-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch.appendingPathComponent("scripts"), withIntermediateDirectories: true)
        for path in ["Package.swift", "scripts/localizations_list.py"] {
            try FileManager.default.copyItem(at: root.appendingPathComponent(path), to: scratch.appendingPathComponent(path))
        }
        for name in folders {
            try FileManager.default.createDirectory(at: scratch.appendingPathComponent("Localizations/\(name).lproj"), withIntermediateDirectories: true)
        }
        return scratch
    }

    /// Runs the copy of scripts/localizations_list.py in `root`; its status and what it printed.
    static func runScript(in root: URL) throws -> (status: Int32, text: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", root.appendingPathComponent("scripts/localizations_list.py").path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// The folder holding Package.swift, above this file.
    static func repositoryRoot(from file: String = #filePath) throws -> URL {
        var directory = URL(fileURLWithPath: file).deletingLastPathComponent()
        while directory.path != "/" {
            if FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) { return directory }
            directory = directory.deletingLastPathComponent()
        }
        throw Failure(description: "no Package.swift above \(file)")
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }
}
