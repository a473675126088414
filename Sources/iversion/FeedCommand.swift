import ArgumentParser
import Foundation
import IVersion

/// `iversion feed`: turns an App Store lookup response into a versions plist.
struct FeedCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "feed",
        abstract: "Write a versions plist from an App Store lookup response (a static file instead of a scraping service)."
    )

    @Option(name: .customLong("from-lookup"), help: ArgumentHelp("The lookup JSON file.", valueName: "file"))
    var lookup: String

    @Option(name: .shortAndLong, help: ArgumentHelp("Where to write the plist (default: standard output).", valueName: "file"))
    var output: String?

    @Option(name: .customLong("merge-into"), help: ArgumentHelp("An existing versions plist to add the version to.", valueName: "file"))
    var mergeInto: String?

    func run() throws {
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: lookup)))
        guard let release = try AppStoreLookup.decode(bytes, source: lookup) else {
            throw ValidationError("\(lookup): the lookup found no app (resultCount is 0)")
        }
        var releases = try mergeInto.map { try VersionsFeed.decode(Array(Data(contentsOf: URL(fileURLWithPath: $0))), source: $0).releases } ?? []
        releases.removeAll { $0.version == release.version }
        releases.append(VersionNotes(version: release.version, text: release.releaseNotes ?? ""))
        let plist = VersionsFeed(releases: releases).encoded()
        guard let output else {
            FileHandle.standardOutput.write(Data(plist))
            return
        }
        // Atomic: a reader never sees half a file.
        try Data(plist).write(to: URL(fileURLWithPath: output), options: .atomic)
    }
}
