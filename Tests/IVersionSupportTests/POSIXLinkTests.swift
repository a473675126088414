import Foundation
import Testing
@testable import IVersionSupport

@Suite("POSIX.linkTarget")
struct POSIXLinkTests {
    @Test("a link's own text, unresolved; nil for a plain file, a folder or nothing")
    func linkTarget() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("links-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("zone")
        try Data("TZif".utf8).write(to: file)
        let relative = folder.appendingPathComponent("relative"), dangling = folder.appendingPathComponent("dangling")
        try FileManager.default.createSymbolicLink(atPath: relative.path, withDestinationPath: "../zoneinfo/Europe/Zürich")
        try FileManager.default.createSymbolicLink(atPath: dangling.path, withDestinationPath: folder.path + "/missing")
        #expect(POSIX.linkTarget(relative.path) == "../zoneinfo/Europe/Zürich")
        #expect(POSIX.linkTarget(dangling.path) == folder.path + "/missing")
        #expect(POSIX.linkTarget(file.path) == nil)
        #expect(POSIX.linkTarget(folder.path) == nil)
        #expect(POSIX.linkTarget(folder.path + "/nothing") == nil)
        #if os(Linux)
        #expect(POSIX.linkTarget("/proc/self/exe")?.hasPrefix("/") == true)
        #endif
    }
}
