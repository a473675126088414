import Foundation
import StringsCheck
import Testing

/// What a build runs (the build-tool plugin's command): `--format xcode` and `--stamp`.
@Suite("strings-check in a build")
struct StringsCheckBuildOutputTests {
    typealias Command = StringsCheckCommandTests
    typealias Scratch = StringsCheckCIOptionsTests.Scratch

    /// Every line a compiler's: an absolute path, a 1-based line and column, a severity; nothing else
    /// (no coverage table or counts, which a build log would show as the compiler's text).
    @Test func xcodeLinesNameAbsolutePaths() throws {
        let run = try Command.run(["format-mismatch", "--format", "xcode"])
        #expect(run.status == 1)
        #expect(run.error.isEmpty, "\(run.error)")
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(!lines.isEmpty)
        let prefix = URL(fileURLWithPath: Fixtures.root).standardizedFileURL.path + "/format-mismatch/"
        for line in lines {
            #expect(line.hasPrefix(prefix), "\(line)")
            #expect(line.wholeMatch(of: /\/[^:]+\.(strings|stringsdict):[1-9][0-9]*:[1-9][0-9]*: (error|warning|note): .+/) != nil, "\(line)")
        }
        #expect(lines.contains { $0.hasPrefix(prefix + "fr.lproj/Localizable.strings:4:") && $0.hasSuffix("[format-mismatch]") }, "\(run.output)")
    }

    static let stampCases: [(arguments: [String], status: Int32, written: String?)] = [
        (["clean"], 0, "// strings-check: 0 errors, 0 warnings\n"),
        (["extra-key", "--enable", "extra-key"], 0, "// strings-check: 0 errors, 1 warning\n"),
        (["extra-key", "--enable", "extra-key", "--strict"], 1, nil),
        (["missing-key"], 1, nil),
        (["missing-key", "--format", "xcode"], 1, nil),
    ]

    /// The stamp is the build command's output: written when the check passes, never when it fails, so a
    /// failed check is not taken for a done one on the next build.
    @Test("the stamp is written only on success", arguments: stampCases)
    func stamp(_ arguments: [String], _ status: Int32, _ written: String?) throws {
        let scratch = try Scratch(copying: [])
        let stamp = scratch.path + "/Stamp.swift"
        let run = try Command.run(arguments + ["--stamp", stamp])
        #expect(run.status == status, "\(run.output)\(run.error)")
        #expect((try? scratch.read("Stamp.swift")) == written)
    }

    /// A failed check leaves the last success's stamp as it was: older than the changed input, so the next
    /// build checks again.
    @Test func aFailedCheckLeavesAnOldStampAlone() throws {
        let scratch = try Scratch(copying: [])
        try scratch.write("// strings-check: 0 errors, 0 warnings\n", to: "Stamp.swift")
        let run = try Command.run(["missing-key", "--stamp", scratch.path + "/Stamp.swift"])
        #expect(run.status == 1)
        #expect(try scratch.read("Stamp.swift") == "// strings-check: 0 errors, 0 warnings\n")
    }

    @Test func aStampThatCannotBeWrittenIsAnInputError() throws {
        let run = try Command.run(["clean", "--stamp", "/no/such/dir/Stamp.swift"])
        #expect(run.status == 2)
        #expect(run.error.hasPrefix("strings-check: --stamp /no/such/dir/Stamp.swift: "), "\(run.error)")
    }
}
