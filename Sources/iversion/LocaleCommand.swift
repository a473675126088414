import ArgumentParser
import Foundation

/// `iversion locale`: shows how the current (or a given) locale is understood.
struct LocaleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "locale",
        abstract: "Print the detected locale context: languages, matched localisation, store country, direction, samples."
    )

    @OptionGroup var options: LocaleOptions

    func run() throws {
        let report = try LocaleReport(options: options, environment: ProcessInfo.processInfo.environment, now: Date())
        print(report.text)
    }
}
