import Foundation
import IVersion
import LocaleServices
import PropertySupport
import Testing
@_spi(Engine) import IVersionCore

/// The configuration example of IVersion's "Getting started" article, run; and a check that the article
/// shows exactly this code.
@Suite("IVersion getting started article")
struct GettingStartedArticleTests {
    @Test("the article shows the configuration as it runs here")
    func articleMatches() throws {
        try DocumentationSnippets.expectArticle("Sources/IVersion/IVersion.docc/GettingStarted.md", shows: ["configuration", "dependencies"])
    }

    @Test func theConfigurationChecksThePlistOnlyAtMostDailyWithoutRemind() throws {
        // article:configuration
        let notes = URL(string: "https://example.com/notes/versions.plist")!
        var configuration = Configuration(applicationVersion: "1.1", applicationBundleID: "com.example.notes",
                                          feeds: [.versionsPlist(notes)])
        configuration.checkPeriod = .days(1)          // at most once a day
        configuration.labels.remindButton = .hidden   // Download and Ignore only
        // article:end
        #expect(configuration.feeds == [.versionsPlist(notes)])
        let checked = Date(timeIntervalSince1970: 1_800_000_000)
        let state = CheckState(lastVersion: "1.1", lastChecked: checked)
        #expect(CheckEngine.permission(configuration, state: state, now: checked.addingTimeInterval(3_600), request: .launch)
            == .checkPeriodNotElapsed(until: checked.addingTimeInterval(86_400)))
        let composer = AlertComposer(configuration: configuration, preferences: [.english])
        let alert = composer.updateAlert(UpdateDetails(latestVersion: "1.2", releases: [VersionNotes(version: "1.2", lines: ["Faster sync"])],
                                                       updateURL: URL(string: "https://example.com/notes/download")))
        #expect(alert.buttons.map(\.role) == [.download, .ignore])
    }

    @Test("the platform's seams: the article's dependencies are the ones the checker uses")
    func theArticlesDependencies() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("iversion-article-\(UUID())", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let applicationSupport = folder.appendingPathComponent("state"), resourcesFolder = folder.appendingPathComponent("resources")
        try FileManager.default.createDirectory(at: resourcesFolder.appendingPathComponent("fr.lproj"), withIntermediateDirectories: true)
        try Data(#""iVersionDownloadButton" = "Obtenir";"#.utf8).write(to: resourcesFolder.appendingPathComponent("fr.lproj/Localizable.strings"))
        let notes = URL(string: "file://" + folder.appendingPathComponent("versions.plist").path)!
        try Data("<plist version=\"1.0\"><dict><key>1.2</key><string>Synchro plus rapide</string></dict></plist>".utf8)
            .write(to: URL(fileURLWithPath: notes.path))
        var configuration = Configuration(applicationVersion: "1.1", applicationBundleID: "com.example.notes", feeds: [.versionsPlist(notes)])
        configuration.updateURL = URL(string: "https://example.com/notes/download")

        // article:dependencies
        var dependencies = VersionChecker.Dependencies.system
        dependencies.languages = UserLanguages(identifiers: ["fr-CA", "en"])          // the app's own setting
        dependencies.stateStore = FileStateStore(directory: applicationSupport)       // no XDG here
        dependencies.resources = AppResources(directory: resourcesFolder, tables: ["Localizable"])
        let checker = VersionChecker(configuration: configuration, dependencies: dependencies)
        // article:end

        let alert = try #require(try await checker.checkForNewVersion().alerts.first)
        #expect(alert.title == "Nouvelle version disponible (1.2)")
        #expect(alert.buttons.first?.label == "Obtenir", "the app's own table, from its resources folder")
        #expect(try await FileStateStore(directory: applicationSupport).load(bundleID: "com.example.notes").state.lastChecked != nil)
    }
}
