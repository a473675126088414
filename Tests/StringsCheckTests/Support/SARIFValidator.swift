import Foundation
import Testing

/// Validates SARIF text against the official SARIF 2.1.0 JSON schema (a fixture) with Python's
/// `jsonschema`, through `Fixtures/sarif/validate_sarif.py`. Swift has no JSON Schema validator
/// and the package takes no new dependencies, so the tests borrow Python's.
enum SARIFValidator {
    struct Outcome {
        /// Whether the document satisfies the schema.
        var isValid: Bool
        /// One line per schema violation.
        var errors: String
    }

    static var schema: String { Fixtures.root + "/sarif/sarif-schema-2.1.0.json" }
    static var script: String { Fixtures.root + "/sarif/validate_sarif.py" }

    /// `python3` on the `PATH`, if any.
    static let python: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/python3" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// Whether python3 exists and can import jsonschema; the schema tests are skipped otherwise.
    static let isAvailable: Bool = {
        guard let python, let run = try? launch(python, ["-c", "import jsonschema"], input: nil) else { return false }
        return run.status == 0
    }()

    /// The reason shown when the schema tests are skipped.
    static let skipReason: Comment = "SARIF schema validation needs python3 with the jsonschema package (scripts/install-deps.sh installs it)"

    /// Validates a document.
    static func validate(_ sarif: String) throws -> Outcome {
        guard let python else { throw ValidatorUnavailable() }
        let run = try launch(python, [script, schema, "-"], input: Data(sarif.utf8))
        switch run.status {
        case 0: return Outcome(isValid: true, errors: run.output)
        case 1: return Outcome(isValid: false, errors: run.output)
        default: throw ValidatorUnavailable(detail: run.error)
        }
    }

    struct ValidatorUnavailable: Error, CustomStringConvertible {
        var detail = "python3 not found"
        var description: String { "the SARIF validator could not run: \(detail)" }
    }

    private static func launch(_ executable: String, _ arguments: [String], input: Data?) throws -> (status: Int32, output: String, error: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let standardInput = Pipe()
        let output = Pipe()
        let error = Pipe()
        process.standardInput = standardInput
        process.standardOutput = output
        process.standardError = error
        try process.run()
        // Write on another thread: a large document could fill the pipe while the child's
        // output fills the other one.
        let writer = Thread {
            if let input { standardInput.fileHandleForWriting.write(input) }
            try? standardInput.fileHandleForWriting.close()
        }
        writer.start()
        let errorData = ErrorCollector(error.fileHandleForReading)
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outputData, as: UTF8.self), String(decoding: errorData.wait(), as: UTF8.self))
    }

    /// Drains standard error on its own thread so neither pipe can block the child.
    private final class ErrorCollector: @unchecked Sendable {
        private let done = DispatchSemaphore(value: 0)
        private var data = Data()

        init(_ handle: FileHandle) {
            Thread { [self] in
                data = handle.readDataToEndOfFile()
                done.signal()
            }.start()
        }

        func wait() -> Data {
            done.wait()
            return data
        }
    }
}
