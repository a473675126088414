import Foundation
import Testing
@testable import IVersion
import TestServer

extension NetworkingTests {
    /// Issue 14, case 2: a compressed answer is never inflated past the cap.
    @Suite("Gzip bomb")
    struct GzipBombTests {
        /// Both transports refuse it; only the default one (libcurl driven directly, decoding off) also
        /// keeps memory flat, which `GzipBombMemoryTests` measures in a separate process. URLSession on
        /// Linux lets libcurl inflate what has already arrived (about 300 MB here; see docs/ROBUSTNESS.md).
        @Test("256 MiB of gzip in a 260 KB body is refused at the headers, fast, with identity asked for",
              arguments: TransportKind.allCases)
        func refusedAtTheHeaders(kind: TransportKind) async throws {
            try await withFeedServer { server in
                _ = try await kind.make().send(HTTPRequest(url: server.url("/gzip-bomb/prepare"), timeout: 60))
                let url = server.url("/gzip-bomb")
                let error = await transportError(kind.make(), HTTPRequest(url: url, timeout: 20))
                #expect(error == .encodedBody(url, encoding: "gzip"))
                // Refused at the headers (measured at about 0.02 s): the kind of error says so, a timeout
                // would be .timedOut; the memory it would cost is GzipBombMemoryTests'.
                let requests = try await server.requests().filter { $0.path == "/gzip-bomb" }
                #expect(requests.map(\.acceptEncoding) == ["identity"])
            }
        }

        @Test("the failure reads as a refused encoding, not as malformed or too large")
        func message() {
            let url = URL(string: "https://example.com/v.plist")!
            #expect(TransportError.encodedBody(url, encoding: "br").description
                == "https://example.com/v.plist: the response is br-encoded although only identity was asked for; compressed bodies are refused")
        }
    }
}
