import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

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
                StandardError.write(StringsCheckCommand.fullMessage(for: error) + "\n")
                exit(2)
            }
            StringsCheckCommand.exit(withError: error)
        }
    }
}
