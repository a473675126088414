import ArgumentParser
import Foundation
import IVersionSupport
import IVersion
@_spi(Engine) import IVersionCore

/// `iversion feed`: turns an App Store lookup response into a versions plist.
struct FeedCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "feed",
        abstract: "Write a versions plist from an App Store lookup response (a static file instead of a scraping service).",
        discussion: """
        Fetch the lookup once (curl 'https://itunes.apple.com/us/lookup?bundleId=com.example.app' > lookup.json), then publish the plist this writes as your remote versions plist. With --merge-into, the notes of earlier versions are kept and the looked-up version's entry is replaced.

        Exit status: 0 written, 1 a file could not be read, decoded or written, 2 usage error.
        """
    )

    @Option(name: .customLong("from-lookup"), help: ArgumentHelp("The lookup JSON: a file or a URL.", valueName: "file"))
    var lookup: String

    @Option(name: .shortAndLong, help: ArgumentHelp("Where to write the plist (default: standard output).", valueName: "file"))
    var output: String?

    @Option(name: .customLong("merge-into"), help: ArgumentHelp("An existing versions plist to add the version to.", valueName: "file"))
    var mergeInto: String?

    func run() async throws {
        try await exitingOnFailure {
            let plist = try await makePlist()
            if let output {
                // Atomic: a web server never serves half a file; readable by all, as it is to be published.
                try AtomicFileWriter.write(Data(plist), to: URL(fileURLWithPath: output), permissions: 0o644)
            } else {
                FileHandle.standardOutput.write(Data(plist))
            }
        }
    }

    private func makePlist() async throws -> [UInt8] {
        let fetcher = FeedFetcher()
        let lookupBytes = try await fetcher.fetch(feedURL(lookup), source: .appStoreLookup).get().bytes
        guard let release = try AppStoreLookup.decode(lookupBytes, source: lookup) else {
            throw FeedCommandError("\(lookup): the lookup found no app (resultCount is 0)")
        }
        var releases: [VersionNotes] = []
        if let mergeInto {
            let bytes = try await fetcher.fetch(feedURL(mergeInto), source: .remoteVersionsPlist).get().bytes
            releases = try VersionsFeed.decode(bytes, source: mergeInto).releases
        }
        releases.removeAll { $0.version == release.version }
        releases.append(VersionNotes(version: release.version, text: release.releaseNotes ?? ""))
        return VersionsFeed(releases: releases).encoded()
    }
}

/// A failure of `feed` that is not a decoding error, worded for the user.
struct FeedCommandError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
