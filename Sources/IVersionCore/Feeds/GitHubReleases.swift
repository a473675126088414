import Foundation
import IVersionSupport

/// GitHub's releases API: the URL to fetch for a repository and the decoding of its answer.
///
/// The answer is a JSON array of releases; each gives its tag (`tag_name`, `v1.2.0` or `1.2.0`), its
/// notes in Markdown (`body`), when it was published (`published_at`), its page (`html_url`), its files
/// (`assets`, with `size`) and whether it is a draft or a pre-release. Drafts are never read; pre-releases
/// are kept, marked, for the engine to announce only to apps that opt into betas.
///
/// ```swift
/// let url = GitHubReleases.url(repository: "example/notes")   // https://api.github.com/repos/example/notes/releases
/// let feed = try GitHubReleases.decode(bytes)
/// ```
@_spi(Engine) public enum GitHubReleases {
    /// The headers GitHub asks API clients to send (its media type and API version).
    public static let requestHeaders = ["Accept": "application/vnd.github+json", "X-GitHub-Api-Version": "2022-11-28"]

    /// The releases URL of a repository.
    /// - Parameter repository: `owner/name`.
    /// - Returns: `https://api.github.com/repos/owner/name/releases`, or nil when `repository` is not
    ///   `owner/name` (both parts non-empty, letters, digits, `-`, `_` and `.` only).
    public static func url(repository: String) -> URL? {
        let parts = repository.split(separator: "/", omittingEmptySubsequences: false)
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.")
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." && $0.allSatisfy(allowed.contains) }) else {
            return nil
        }
        return URL(string: "https://api.github.com/repos/\(parts[0])/\(parts[1])/releases")
    }

    /// Decodes a releases answer.
    /// - Parameters:
    ///   - bytes: The response body.
    ///   - source: The name to use in diagnostics (the URL, say).
    ///   - maximumBytes: The largest input accepted (8 MiB by default).
    /// - Returns: The releases newest first; drafts left out; a release whose tag is no version is a
    ///   problem, not an error.
    /// - Throws: ``FeedError`` for JSON that is invalid or too deep, or a top level that is not an array.
    public static func decode(
        _ bytes: [UInt8], source: String = "GitHub releases", maximumBytes: Int = FeedLimits.defaultMaximumBytes
    ) throws(FeedError) -> ReleaseFeed {
        let elements = try JSONInput.array(bytes, source: source, maximumBytes: maximumBytes)
        var releases: [PublishedRelease] = []
        var problems: [FeedProblem] = []
        for (index, element) in elements.enumerated() {
            guard let object = element.object else {
                problems.append(FeedProblem(key: "[\(index)]", message: "release \(index) is \(element.kind), not an object", source: source))
                continue
            }
            let fields = JSONFields(object: object)
            if fields["draft"]?.bool == true { continue }
            guard let tag = fields["tag_name"]?.string else {
                problems.append(FeedProblem(key: "[\(index)]", message: "release \(index) has no tag_name", source: source))
                continue
            }
            guard let version = version(fromTag: tag) else {
                let printable = VersionsPlistDecoder.printable(tag)
                problems.append(FeedProblem(key: printable, message: "tag \"\(printable)\" is not a version", source: source))
                continue
            }
            let markdown = fields["body"]?.string ?? ""
            var notes = VersionNotes(version: version, lines: MarkdownText.lines(markdown))
            notes.markdown = markdown.isEmpty ? nil : markdown
            let sizes = fields["assets"]?.array?.compactMap { $0["size"]?.unsignedInteger } ?? []
            releases.append(PublishedRelease(
                version: version, notes: notes,
                date: fields["published_at"]?.string.flatMap(AppStoreLookup.date),
                url: fields["html_url"]?.string.flatMap(AppStoreLookup.webURL),
                // The largest file is the app; the others are checksums and signatures.
                downloadSize: sizes.max().flatMap { Int64(exactly: $0) },
                isPrerelease: fields["prerelease"]?.bool == true))
        }
        return ReleaseFeed(releases: releases, problems: problems)
    }

    /// A tag as a version: `v1.2.0`, `V1.2`, `1.2.0`; nil for anything else (`nightly`, `release-3`).
    static func version(fromTag tag: String) -> Version? {
        let trimmed = tag.trimmingCharacters(in: .whitespaces)
        let text = trimmed.first == "v" || trimmed.first == "V" ? String(trimmed.dropFirst()) : trimmed
        return Version(text)
    }
}
