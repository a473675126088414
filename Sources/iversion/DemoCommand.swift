import ArgumentParser
import Foundation

/// `iversion demo`: the main job on the embedded demo data.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Run on the embedded demo data and print what a user would see."
    )

    @OptionGroup var options: LocaleOptions

    func run() throws {
        let report = try LocaleReport(options: options, environment: ProcessInfo.processInfo.environment, now: Date())
        print(report.text)
    }
}
