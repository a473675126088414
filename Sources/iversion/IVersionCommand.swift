import ArgumentParser
import IVersionSupport

/// `iversion`: check for updates and show localised alerts from the command line.
struct IVersionCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "iversion",
        abstract: "Localised update notices: what is new, and whether a newer version is out.",
        discussion: ExitStatus.helpLine(failure: "a failure while running (a failed check, an unwritable file)"),
        subcommands: [DemoCommand.self, CheckCommand.self, RespondCommand.self, PreviewCommand.self, GalleryCommand.self, FeedCommand.self, LocaleCommand.self],
        defaultSubcommand: DemoCommand.self
    )
}
