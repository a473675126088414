import Foundation
import IVersion
import LocaleServices
import Testing

/// Runs the built `iversion` binary as a user would.
@Suite("iversion command")
struct DemoCommandTests {
    @Test func demoShowsBothAlertsInGerman() throws {
        let run = try CLI.run(["demo", "--locale", "de"])
        #expect(run.status == 0)
        #expect(run.output.contains("Neue Version verfügbar (1.2)"))
        #expect(run.output.contains("Neu in dieser Version"))
        #expect(run.output.contains("Downloadgröße: 45,2 MB"))
    }

    @Test func demoFollowsTheEnvironment() throws {
        let run = try CLI.run(["demo"], environment: ["LANGUAGE": "ja", "LANG": "C.UTF-8"])
        #expect(run.status == 0)
        #expect(run.output.contains("New version available (1.2)"))  // LANG=C means English, as gettext
        let japanese = try CLI.run(["demo"], environment: ["LANG": "ja_JP.UTF-8"])
        #expect(japanese.output.contains("新しいバージョンがあります（1.2）"))  // the translation places the version
    }

    @Test func demoJSONIsTheModel() throws {
        let run = try CLI.run(["demo", "--json", "--locale", "ru"])
        #expect(run.status == 0)
        let alerts = try JSONDecoder().decode([AlertModel].self, from: Data(run.output.utf8))
        #expect(alerts.map(\.kind) == [.updateAvailable, .newInThisVersion])
        #expect(alerts.first?.locale.identifier == "ru")
    }

    @Test func invalidLocaleIsAUsageError() throws {
        let run = try CLI.run(["demo", "--locale", "!!!"])
        #expect(run.status != 0)
        #expect(run.error.contains("invalid locale identifier \"!!!\""))
    }

    @Test func localeCommandPrintsTheContext() throws {
        let run = try CLI.run(["locale", "--locale", "fr-CA"])
        #expect(run.status == 0)
        #expect(run.output.contains("Matched localisation: fr-CA"))
        #expect(run.output.contains("App Store country:    ca"))
    }
}
