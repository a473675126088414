import Foundation
import Testing
@testable import Strings

/// The parsers and the bundle's disk source read files through the support target's bounded reader:
/// a FIFO is refused at once with the system's words, never waited on.
@Suite("Parser file input")
struct FileInputTests {
    @Test("a FIFO given to the parser or the bundle's disk source is refused at once")
    func fifo() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("file-input-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let fifo = directory + "/Localizable.strings"
        #expect(mkfifo(fifo, 0o600) == 0)
        // A blocking open would hang here rather than fail: the answers below are the test.
        let error = try #require(throws: StringsError.self) { try StringsFileParser.parse(contentsOf: URL(fileURLWithPath: fifo)) }
        #expect(error.kind == .io && error.message == "cannot read the file: it is a FIFO (named pipe), not a regular file")
        #expect(throws: StringsError.self) { try DiskFileSource().contents(of: URL(fileURLWithPath: fifo)) }
    }
}
