import ArgumentParser
import Foundation
import IVersionSupport

/// Runs `iversion` with the exit statuses both commands share (``ExitStatus``): swift-argument-parser
/// ends a usage error with 64, and the commands promise 2.
@main
enum IVersionMain {
    static func main() async {
        do {
            var command = try IVersionCommand.parseAsRoot()
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            guard IVersionCommand.exitCode(for: error) == .validationFailure else { IVersionCommand.exit(withError: error) }
            var standardError = StandardError()
            print(IVersionCommand.fullMessage(for: error), to: &standardError)
            exit(ExitStatus.usage.rawValue)
        }
    }
}
