import ArgumentParser
import Foundation

/// Runs the command with the documented exit codes: ArgumentParser exits with 64 for a usage
/// error, and `strings-check` promises 2.
@main
enum StringsCheckMain {
    static func main() {
        do {
            var command = try StringsCheckCommand.parseAsRoot()
            try command.run()
        } catch {
            let code = StringsCheckCommand.exitCode(for: error)
            if code == .validationFailure {
                FileHandle.standardError.write(Data((StringsCheckCommand.fullMessage(for: error) + "\n").utf8))
                exit(2)
            }
            StringsCheckCommand.exit(withError: error)
        }
    }
}
