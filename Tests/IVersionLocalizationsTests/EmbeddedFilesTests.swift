import Foundation
import IVersionSupport
import Testing
@testable import IVersionLocalizations
import Strings

/// The EmbedResources plugin compiles a folder's files into its module: what it writes must read back as the
/// very bytes of the files (which stay the source), whatever they hold, and the library's translations must be
/// exactly Localizations/'s, so nothing is looked up on disk when a program runs.
@Suite("Embedded files")
struct EmbeddedFilesTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Every file below `folder` the plugin embeds (not hidden, not Swift, not the README), relative to it, sorted.
    static func filesOnDisk(in folder: URL) throws -> [String] {
        let enumerator = try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey],
                                                                      options: [.skipsHiddenFiles]))
        var paths: [String] = []
        for case let url as URL in enumerator where try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true {
            let path = String(url.standardizedFileURL.path.dropFirst(folder.standardizedFileURL.path.count + 1))
            if !path.hasSuffix(".swift"), path != "README.md" { paths.append(path) }
        }
        return paths.sorted()
    }

    static func bytes(_ file: URL) throws -> [UInt8] { Array(try Data(contentsOf: file)) }

    @Test("the library's translations are Localizations/'s files, byte for byte")
    func translationsMatchTheirFiles() throws {
        let folder = Self.repository.appendingPathComponent("Localizations")
        let files = LibraryLocalizations.files
        #expect(files.origin == "Localizations")
        #expect(files.paths == (try Self.filesOnDisk(in: folder)))
        for path in files.paths {
            #expect(files.bytes(at: path) == (try Self.bytes(folder.appendingPathComponent(path))), "\(path) is not as compiled in")
        }
        #expect(Array(LibraryLocalizations.allowList.utf8) == (try Self.bytes(folder.appendingPathComponent("strings-check.allow"))))
        #expect(LibraryLocalizations.reviewStatus == (try Self.bytes(folder.appendingPathComponent("review-status.json"))))
    }

    @Test("the languages are the folders, and the bundle reads no disk")
    func languagesAreTheFolders() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.repository.appendingPathComponent("Localizations").path)
            .filter { $0.hasSuffix(".lproj") }.map { String($0.dropLast(6)) }.sorted()
        #expect(LibraryLocalizations.languages == folders)
        #expect(LibraryLocalizations.bundle.languages == folders)
        let german = try #require(try LibraryLocalizations.bundle.table("iVersion", language: "de"))
        #expect(german.strings["iVersionDownloadButton"] == "Herunterladen")
        #expect(german.plurals["iVersionMissedUpdates"] != nil)
        #expect(LibraryLocalizations.bundle.directory.path.hasSuffix("Localizations"))
    }

    @Test("a damaged translation is named by its place in the package")
    func diagnosticsNameThePackageFile() throws {
        let files = EmbeddedFiles(origin: "Localizations", paths: ["xx.lproj/iVersion.strings"], contents: [.utf8("\"a\" = \"b\";\n\"c\" = ;\n")])
        let table = try #require(try StringsBundle(embedded: files).table("iVersion", language: "xx"))
        #expect(table.strings["a"] == "b")
        let problem = try #require(table.problems.first)
        #expect(problem.location.file == "Localizations/xx.lproj/iVersion.strings")
        #expect(problem.location.line == 2)
    }

    /// Tests/IVersionLocalizationsTests/Embedded holds what a literal could get wrong: CRLF and lone CR line
    /// ends, quotes, backslashes and raw-string delimiters, NUL and other controls, invisible format characters,
    /// UTF-16 (not UTF-8: base64), text escaping would bloat (base64), an empty file, nested folders, a hidden
    /// file (left out) and a space in a name. This test target adopts the plugin on them.
    @Test("every kind of content reads back as the file's bytes")
    func hostileContentRoundTrips() throws {
        let folder = Self.repository.appendingPathComponent("Tests/IVersionLocalizationsTests")
        let onDisk = try Self.filesOnDisk(in: folder)
        #expect(embeddedResources.paths == onDisk)
        #expect(onDisk.count == 7 && !onDisk.contains("Embedded/.hidden"), "\(onDisk)")
        for path in onDisk {
            #expect(embeddedResources.bytes(at: path) == (try Self.bytes(folder.appendingPathComponent(path))), "\(path)")
        }
        #expect(embeddedResources.origin == "Tests/IVersionLocalizationsTests")
        #expect(embeddedResources.entries(of: nil) == ["Embedded"])
        #expect(embeddedResources.entries(of: "Embedded") == [
            "crlf.strings", "empty.txt", "hidden characters.txt", "mostly-controls.bin", "quotes.txt", "sub", "utf16.strings",
        ])
        #expect(embeddedResources.entries(of: "Embedded/sub/") == ["dir"])
        #expect(embeddedResources.isFolder("Embedded/sub") == true)
        #expect(embeddedResources.isFolder("Embedded/empty.txt") == false)
        #expect(embeddedResources.isFolder("Embedded/none") == nil)
        #expect(embeddedResources.bytes(at: "Embedded/none") == nil)
    }

    @Test("a folder's name is listed once and in order, even after a longer name it begins")
    func entriesAreSortedNames() {
        let files = EmbeddedFiles(origin: "x", paths: ["a.b/x", "a/y", "a/z"], contents: [.utf8(""), .utf8("y"), .base64("AA==")])
        #expect(files.entries(of: nil) == ["a", "a.b"])
        #expect(files.entries(of: "a") == ["y", "z"])
        #expect(files.bytes(at: "a/z") == [0])
        #expect(files.bytes(at: "a/y") == Array("y".utf8))
        // Written out of order, or with a path too many: sorted with their contents, the extra path left out.
        let unsorted = EmbeddedFiles(origin: "x", paths: ["b", "a", "c"], contents: [.utf8("B"), .utf8("A")])
        #expect(unsorted.paths == ["a", "b"])
        #expect(unsorted.bytes(at: "a") == Array("A".utf8) && unsorted.bytes(at: "c") == nil)
    }
}
