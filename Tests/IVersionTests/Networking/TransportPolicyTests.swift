import Foundation
import Testing
@testable import IVersion

extension NetworkingTests {
    @Suite("TransportPolicy")
    struct TransportPolicyTests {
        @Test(arguments: [
            "localhost", "LOCALHOST", "localhost.", "127.0.0.1", "127.1.2.3", "127.255.255.255", "::1", "[::1]",
            "0:0:0:0:0:0:0:1", "0000:0000:0000:0000:0000:0000:0000:0001", "::ffff:127.0.0.1",
        ])
        func loopbackHosts(host: String) {
            #expect(TransportPolicy.isLoopback(host: host))
        }

        @Test(arguments: [
            "example.com", "localhost.example.com", "127.0.0.1.example.com", "128.0.0.1", "10.0.0.1", "127.1",
            "2130706433", "127.0.0.256", "::2", "::", "::ffff:10.0.0.1", "1::1", "[::1", "", "0x7f.0.0.1",
        ])
        func notLoopbackHosts(host: String) {
            #expect(!TransportPolicy.isLoopback(host: host))
        }

        @Test func httpsAllowedAnywhere() throws {
            try TransportPolicy(allowsInsecureHTTP: false).check(URL(string: "https://example.com/v.plist")!)
        }

        @Test func httpOnlyToLoopbackUnlessAllowed() throws {
            let strict = TransportPolicy(allowsInsecureHTTP: false)
            let url = URL(string: "http://example.com/v.plist")!
            #expect(throws: TransportError.insecureURL(url)) { try strict.check(url) }
            try strict.check(URL(string: "http://127.0.0.1:8080/v.plist")!)
            try strict.check(URL(string: "http://[::1]:8080/v.plist")!)
            try TransportPolicy(allowsInsecureHTTP: true).check(url)
        }

        @Test(arguments: ["ftp://example.com/v.plist", "file:///tmp/v.plist", "data:text/plain,hi", "https:///nohost"])
        func otherSchemesRefused(text: String) {
            let url = URL(string: text)!
            #expect(throws: TransportError.unsupportedScheme(url)) { try TransportPolicy(allowsInsecureHTTP: true).check(url) }
        }

        @Test func downgradeRefusedEvenWhenInsecureAllowed() {
            let policy = TransportPolicy(allowsInsecureHTTP: true)
            let target = URL(string: "http://127.0.0.1/v.plist")!
            #expect(throws: TransportError.insecureURL(target)) {
                try policy.checkRedirect(from: URL(string: "https://127.0.0.1/v.plist")!, to: target)
            }
        }

        @Test func errorDescriptionsNameTheURL() {
            let url = URL(string: "http://example.com/v.plist")!
            #expect(TransportError.timedOut(url, seconds: 1).description == "http://example.com/v.plist: no response within 1 second")
            #expect(TransportError.timedOut(url, seconds: 1.5).description == "http://example.com/v.plist: no response within 1.5 seconds")
            #expect(TransportError.tooLarge(url, limit: 10).description == "http://example.com/v.plist: the response is larger than the limit of 10 bytes")
            #expect(TransportError.tooManyRedirects(url).description == "http://example.com/v.plist: too many redirects")
        }
    }
}
