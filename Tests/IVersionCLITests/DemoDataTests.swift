import Foundation
import IVersionDemoData
import Testing

/// `iversion demo` runs on data compiled into the command: the files of Resources/Demo, byte for byte, written
/// for the run into a private temporary folder (the checker reads feeds as files), which is removed after.
@Suite("iversion demo's compiled-in data")
struct DemoDataTests {
    static let demoFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Resources/Demo")

    @Test("the demo data is Resources/Demo's files, byte for byte")
    func dataIsTheFiles() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.demoFolder.path).filter { !$0.hasPrefix(".") }.sorted()
        #expect(DemoData.names == names)
        for name in names {
            #expect(try DemoData.bytes(name) == Array(Data(contentsOf: Self.demoFolder.appendingPathComponent(name))), "\(name)")
        }
        let missing = #expect(throws: DemoDataError.self) { try DemoData.bytes("nothing.json") }
        #expect(missing?.description == "no demo file named nothing.json (there are local-versions.plist, lookup.json, versions.plist)")
    }

    @Test("the run leaves no demo folder behind")
    func folderIsRemoved() throws {
        let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("demo-tmp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: temporary) }
        let run = try CLI.run(["demo", "--locale", "de"], environment: ["TMPDIR": temporary.path])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output.contains("Neue Version verfügbar (1.2)"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path).isEmpty)
    }

    #if os(Linux)
    @Test("an unwritable temporary directory is a clear error, not a crash")
    func unwritableTemporaryDirectory() throws {
        // /proc exists and is a directory, but nothing can be created in it, not even by root.
        let run = try CLI.run(["demo", "--locale", "de"], environment: ["TMPDIR": "/proc"])
        #expect(run.status == 1)
        #expect(run.error.contains("cannot write the demo data into /proc/iversion-demo-"), "\(run.error)")
    }
    #endif
}
