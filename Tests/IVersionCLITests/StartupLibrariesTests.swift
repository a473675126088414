import Foundation
import Testing
import TestServer

/// What the `iversion` process loads: libcurl (and its TLS, Kerberos and LDAP libraries) only when a
/// request goes to the network, and FoundationNetworking never. Read from the dynamic loader's own log
/// (`LD_DEBUG=files` names every object it opens, `dlopen` included), so nothing is guessed from timing.
@Suite("iversion start-up libraries")
struct StartupLibrariesTests {
    static let demo = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Resources/Demo").standardized

    /// The objects the loader opened, from its log on standard error.
    static func loadedObjects(_ log: String) -> [String] {
        log.split(separator: "\n").compactMap { line in
            guard let range = line.range(of: "file=") else { return nil }
            return String(line[range.upperBound...].prefix { $0 != " " && $0 != ";" })
        }
    }

    @Test("a check on local files loads neither libcurl nor FoundationNetworking")
    func localCheck() throws {
        let state = try CheckCommandTests.StateDirectory()
        let run = try CLI.run(
            ["check", "--bundle-id", "com.example.notes", "--app-version", "1.1",
             "--remote-plist", Self.demo.appendingPathComponent("versions.plist").path,
             "--lookup", Self.demo.appendingPathComponent("lookup.json").path, "--app-id", "1234567890",
             "--state-dir", state.path, "--locale", "de", "--force"],
            environment: ["LD_DEBUG": "files"])
        #expect(run.status == 0, "\(run.error.suffix(2000))")
        #expect(run.output.contains("Neue Version verfügbar"), "\(run.output)")
        let objects = Self.loadedObjects(run.error)
        #expect(objects.contains { $0.contains("libicuuc") }, "the loader's log was not read: \(run.error.prefix(500))")
        #expect(!objects.contains { $0.contains("libcurl") }, "\(objects)")
        #expect(!objects.contains { $0.contains("FoundationNetworking") }, "\(objects)")
    }

    @Test("the first request over the network opens libcurl")
    func networkCheck() async throws {
        try await withFeedServer { server in
            let state = try CheckCommandTests.StateDirectory()
            let run = try CLI.run(
                ["check", "--bundle-id", CheckCommandTests.bundleID, "--app-version", "1.0",
                 "--remote-plist", server.url("/versions.plist").absoluteString, "--no-app-store",
                 "--state-dir", state.path, "--locale", "en"],
                environment: ["LD_DEBUG": "files"])
            #expect(run.status == 0, "\(run.error.suffix(2000))")
            #expect(run.output.contains("New version available"), "\(run.output)")
            let objects = Self.loadedObjects(run.error)
            #expect(objects.contains { $0.contains("libcurl.so") }, "\(objects)")
            #expect(!objects.contains { $0.contains("FoundationNetworking") }, "\(objects)")
        }
    }
}
