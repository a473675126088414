import Foundation
import Testing
@_spi(Engine) import IVersionCore

@Suite("GitHub releases feed")
struct GitHubReleasesTests {
    static let answer = Array(#"""
        [
          {"tag_name": "v2.0.0", "draft": true, "prerelease": false, "body": "Not out yet", "html_url": "https://github.com/o/r/releases/tag/v2.0.0", "published_at": null, "assets": []},
          {"tag_name": "v1.3b", "draft": false, "prerelease": true, "body": "- Beta feature", "html_url": "https://github.com/o/r/releases/tag/v1.3b", "published_at": "2025-03-09T00:00:00Z", "assets": []},
          {"tag_name": "V1.2", "prerelease": false, "body": "## Highlights\r\n\r\n- **Faster** sync\r\n- [Dark mode](https://example.com/dark)\r\n",
           "html_url": "https://github.com/o/r/releases/tag/V1.2", "published_at": "2025-03-01T12:00:00Z",
           "assets": [{"name": "r-1.2.tar.gz", "size": 5242880}, {"name": "r-1.2.sha256", "size": 64}]},
          {"tag_name": "1.1", "body": null, "html_url": "javascript:alert(1)", "published_at": "yesterday"},
          {"tag_name": "nightly", "body": "x"},
          {"name": "no tag"},
          42
        ]
        """#.utf8)

    @Test("releases newest first: tags with or without v, drafts left out, pre-releases marked, Markdown notes as lines")
    func decode() throws {
        let feed = try GitHubReleases.decode(Self.answer, source: "https://api.github.com/repos/o/r/releases")
        #expect(feed.releases.map(\.version) == ["1.3b", "1.2", "1.1"])
        let beta = feed.releases[0], stable = feed.releases[1], old = feed.releases[2]
        #expect(beta.isPrerelease && !stable.isPrerelease)
        #expect(stable.notes.lines == ["Highlights", "Faster sync", "Dark mode"])
        #expect(stable.notes.markdown?.hasPrefix("## Highlights") == true)
        #expect(stable.date == Date(timeIntervalSince1970: 1_740_830_400))
        #expect(stable.url == URL(string: "https://github.com/o/r/releases/tag/V1.2"))
        #expect(stable.downloadSize == 5_242_880)
        // Fields of the wrong kind are left out, not fatal.
        #expect(old.notes.lines.isEmpty && old.notes.markdown == nil && old.url == nil && old.date == nil && old.downloadSize == nil)
        #expect(feed.problems.map(\.description) == [
            #"https://api.github.com/repos/o/r/releases: tag "nightly" is not a version"#,
            "https://api.github.com/repos/o/r/releases: release 5 has no tag_name",
            "https://api.github.com/repos/o/r/releases: release 6 is a number, not an object",
        ])
    }

    @Test("an answer that is not a JSON array is refused with its reason", arguments: [
        ("", "GitHub releases: the input is empty, expected a JSON array"),
        (#"{"message": "Not Found"}"#, "GitHub releases: the top level is not a JSON array"),
        ("[{]", "GitHub releases: 1:3: expected '\"' to start a key, found ']'"),
    ])
    func malformed(text: String, message: String) {
        #expect(throws: FeedError.malformed(source: "GitHub releases", message: String(message.dropFirst("GitHub releases: ".count)))) {
            try GitHubReleases.decode(Array(text.utf8))
        }
    }

    @Test("the API URL of a repository; anything but owner/name is refused", arguments: [
        ("example/notes", "https://api.github.com/repos/example/notes/releases"),
        ("Example-Org/notes.app", "https://api.github.com/repos/Example-Org/notes.app/releases"),
        ("example", nil), ("a/b/c", nil), ("/notes", nil), ("../x", nil), ("a/..", nil), ("o/n?x=1", nil), ("o/n#f", nil),
    ] as [(String, String?)])
    func url(repository: String, expected: String?) {
        #expect(GitHubReleases.url(repository: repository)?.absoluteString == expected)
    }
}
