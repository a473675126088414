import ArgumentParser
import Foundation
import IVersion

/// `iversion respond`: records the user's answer to the last alert.
struct RespondCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "respond",
        abstract: "Record the user's answer to an alert: download, ignore, remind or ok.",
        discussion: """
        ok: the notes of the running version were seen. download: clears the reminder. ignore: the
        version is never announced again. remind: ask again after the remind period (1 day).
        """
    )

    @Argument(help: ArgumentHelp("download, ignore, remind or ok.", valueName: "answer"))
    var answer: String

    @OptionGroup var app: AppOptions

    @Option(name: .long, help: "The version the alert announced (not needed for ok).")
    var version: String?

    func validate() throws {
        guard let response = UserResponse(rawValue: answer) else {
            throw ValidationError("answer must be one of: \(UserResponse.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        if response != .ok {
            guard let version else { throw ValidationError("--version is required for \(answer)") }
            guard Version(version) != nil else { throw ValidationError("--version: \"\(version)\" is not a version") }
        }
    }

    func run() async throws {
        let response = UserResponse(rawValue: answer)!
        let checker = VersionChecker(configuration: app.configuration(), store: app.store(environment: ProcessInfo.processInfo.environment),
                                     preferences: [.english])
        let state = try await checker.respond(response, to: version.flatMap(Version.init) ?? app.version)
        print("Recorded \(answer). Ignored version: \(state.ignoredVersion?.text ?? "none"); reminded: \(state.lastReminded.map { "\($0)" } ?? "no")")
    }
}
