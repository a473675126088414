import Foundation
import IVersion
import Testing
import TestServer

/// A gzip bomb costs the `iversion` process no memory beyond a normal check: the default transport drives
/// libcurl with decoding off, so nothing is inflated, and the encoded answer is refused at its headers.
/// (Through URLSession on Linux the same bomb took the process to 326 MB.)
@Suite("Gzip bomb memory")
struct GzipBombMemoryTests {
    @Test("256 MiB of gzip: refused, and peak memory within twice the 8 MiB cap of a normal check")
    func flatMemory() async throws {
        try await withFeedServer { server in
            // The server builds the bomb once, before anything is measured.
            _ = try await CurlTransport().send(HTTPRequest(url: server.url("/gzip-bomb/prepare"), timeout: 60))
            func check(_ path: String) throws -> (run: CLI.Run, peakKilobytes: Int) {
                try CLI.start(["check", "--bundle-id", "com.example.notes", "--app-version", "1.0", "--no-app-store",
                               "--remote-plist", server.url(path).absoluteString, "--state-dir", Self.scratch(), "--force"])
                    .finishMeasuringPeakMemory()
            }
            let normal = try check("/versions.plist")
            let bomb = try check("/gzip-bomb")
            #expect(normal.run.status == 0, "\(normal.run.error)")
            #expect(bomb.run.status == 1)
            #expect(bomb.run.error.contains("gzip-encoded although only identity was asked for"), "\(bomb.run.error)")
            #expect(normal.peakKilobytes > 0 && bomb.peakKilobytes > 0)
            let growth = bomb.peakKilobytes - normal.peakKilobytes
            #expect(growth <= 16 * 1024, "the bomb's check peaked \(growth) KB above a normal check's \(normal.peakKilobytes) KB")
        }
    }

    static func scratch() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("gzip-bomb-\(UUID().uuidString)").path
    }
}
