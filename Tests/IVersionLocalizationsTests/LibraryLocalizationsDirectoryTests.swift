import Foundation
import Testing
@testable import IVersionLocalizations

/// `LibraryLocalizations.directory` finds the resource folder beside the executable without Foundation's
/// bundle machinery; it must be the very folder `Bundle.module` names.
@Suite("LibraryLocalizations directory")
struct LibraryLocalizationsDirectoryTests {
    @Test("the folder found beside the executable is Bundle.module's")
    func sameAsBundleModule() throws {
        let expected = LibraryLocalizations.bundleModuleDirectory.resolvingSymlinksInPath().standardizedFileURL
        #expect(LibraryLocalizations.directory.resolvingSymlinksInPath().standardizedFileURL == expected)
        #if os(Linux)
        let beside = try #require(LibraryLocalizations.besideExecutable, "SwiftPM puts \(LibraryLocalizations.resourceFolderName) beside the executable")
        #expect(URL(fileURLWithPath: beside).resolvingSymlinksInPath().standardizedFileURL == expected)
        #expect(LibraryLocalizations.directoryPath == beside)
        #expect(expected.lastPathComponent == LibraryLocalizations.resourceFolderName)
        #endif
    }

    @Test("the folder holds the English translations")
    func holdsEnglish() {
        #expect(LibraryLocalizations.languages.contains("en"))
        #expect(FileManager.default.fileExists(atPath: LibraryLocalizations.directory.appendingPathComponent("en.lproj/iVersion.strings").path))
    }
}
