/// Every reader of outside input the package has, with the shapes that test it: the one list the
/// scaling harness runs and the completeness test checks the sources against.
enum ScalingRegistry {
    static let cases: [ScalingCase] = FeedReaders.cases + StringsCheckReaders.cases + GalleryReaders.cases

    /// Source files that touch outside input only through a reader registered above, or that are the
    /// parsing machinery every reader shares (exercised by each case that uses it); each with the reason.
    static let sharedMachinery: [String: String] = {
        let parsing = "the parsing machinery the registered readers share: run by every case whose reader uses it"
        let stored =
            "reads only what the package's own writer stored, under a byte cap; held by round-trip property tests of its writer"
        return [
            "Sources/IVersionSupport/FileAccess/BoundedFileReader.swift": parsing,
            "Sources/IVersionSupport/FileAccess/POSIX.swift": parsing
                + " (the one directory listing: POSIXDirectoryListingTests)",
            "Sources/IVersionSupport/FileAccess/LprojFolders.swift": parsing + " (the .lproj folders of a directory)",
            "Resources/DemoData.swift": "reads the demo data shipped inside the package, never a file from outside",
            "Localizations/LibraryLocalizations.swift":
                "lists the library's own shipped translations, never a folder from outside",
            "Sources/embed-resources/main.swift":
                "the build's generator: reads the package's own files (Plugins/EmbedResources), each under a byte cap",
            "Sources/iversion/Gallery/EmbeddedFileSystem.swift":
                "lists the translations compiled into the program, never a folder from outside",
            "Sources/IVersionSupport/FileAccess/AtomicFileWriter.swift":
                "lists its own folder to remove its temporary files",
            "Sources/Strings/Formats/Common/FileInput.swift": parsing,
            "Sources/Strings/Formats/PropertyList/BinaryPropertyListReader.swift": parsing,
            "Sources/Strings/Formats/PropertyList/XMLPropertyListReader.swift": parsing,
            "Sources/Strings/Formats/Text/StringsTextParser.swift": parsing,
            "Sources/Strings/Formats/Text/StringsTextParser+Lines.swift": parsing,
            "Sources/Strings/Formats/Text/StringsTextParser+Recovery.swift": parsing,
            "Sources/Strings/Formats/Text/StringsTextParser+Trivia.swift": parsing,
            "Sources/IVersion/Networking/FeedFileReader.swift":
                "reads a file: feed under the feed cap; its bytes go to the feed decoders registered above",
            "Sources/IVersion/Networking/DirectoryFeedCache.swift": stored,
            "Sources/IVersion/State/StateFileFormat.swift": stored,
            "Sources/IVersion/State/StateFileReader.swift": stored,
            "Sources/IVersion/State/StateFile.swift": stored
                + " (the notifier's notice: NoticeRoundTripTests), through StateFileReader and the JSON reader",
            "Sources/IVersion/State/CorruptStateQuarantine.swift":
                "lists the state folder to keep a bounded number of quarantined files",
            "Sources/IVersionNotifier/Notifier/NoticeStore.swift": stored,
            "Sources/IVersionNotifier/Notifier/BackgroundProcess.swift":
                "lists /proc/self/fd, the process's own open files",
        ]
    }()
}
