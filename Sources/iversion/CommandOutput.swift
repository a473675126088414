import ArgumentParser
import Foundation
import IVersion
import IVersionSupport

/// Prints `value` as the commands' JSON: pretty, keys sorted, slashes in URLs left as they are.
func printJSON(_ value: some Encodable) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    print(String(decoding: try encoder.encode(value), as: UTF8.self))
}

/// Runs `body`; a failure is printed as `error: …` on standard error and ends the command with exit
/// status 1, which the subcommands' help promises for failures that are not usage errors (2).
func exitingOnFailure<T>(_ body: () async throws -> T) async throws -> T {
    do {
        return try await body()
    } catch {
        var standardError = StandardError()
        print("error: \(error)", to: &standardError)
        throw ExitCode.failure
    }
}
