import IVersionSupport
import ArgumentParser
import IVersionSupport
import StringsCheck
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

/// Runs the command with the exit statuses both commands share (``ExitStatus``): swift-argument-parser
/// ends a usage error with 64, and the commands promise 2.
@main
enum StringsCheckMain {
    static func main() {
        // Swift decodes arguments with U+FFFD for bytes that are not UTF-8, and a path so decoded
        // names nothing: say so rather than "no such file".
        for index in 1..<Int(CommandLine.argc) {
            guard let raw = CommandLine.unsafeArgv[index], String(validatingCString: raw) == nil else { continue }
            let bytes = Array(UnsafeBufferPointer(start: raw, count: strlen(raw))).map { UInt8(bitPattern: $0) }
            let shown = SafeText.line(DirectoryListing.shown(bytes), .escape)
            StandardError.write(SafeText.neutralizingWorkflowCommands(
                "strings-check: argument \(index) (\(shown)) is not valid UTF-8; pass a path whose name is UTF-8 (check its parent directory: names that are not UTF-8 below it are reported)") + "\n")
            exit(ExitStatus.usage.rawValue)
        }
        do {
            var command = try StringsCheckCommand.parseAsRoot()
            try command.run()
        } catch {
            let code = StringsCheckCommand.exitCode(for: error)
            if code == .validationFailure {
                // The message quotes the arguments, which may be file names from a glob: each line escaped.
                let lines = SafeText.lines(StringsCheckCommand.fullMessage(for: error), .ciLog)
                StandardError.write(lines.joined(separator: "\n") + "\n")
                exit(ExitStatus.usage.rawValue)
            }
            StringsCheckCommand.exit(withError: error)
        }
    }
}
