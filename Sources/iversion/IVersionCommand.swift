import ArgumentParser

/// `iversion`: check for updates and show localised alerts from the command line.
@main
struct IVersionCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "iversion",
        abstract: "Localised update notices: what is new, and whether a newer version is out.",
        discussion: """
        Exit codes: 0 success, 1 a failure while running (a failed check), 64 (usage) when the arguments are wrong.
        """,
        subcommands: [DemoCommand.self, CheckCommand.self, RespondCommand.self, PreviewCommand.self, GalleryCommand.self, FeedCommand.self, LocaleCommand.self],
        defaultSubcommand: DemoCommand.self
    )
}
