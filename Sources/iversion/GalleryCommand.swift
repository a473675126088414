import ArgumentParser
import Foundation
import IVersionSupport
import IVersion
import IVersionNotifier
import IVersionLocalizations
import LocaleServices
import Strings
import StringsCheck

/// `iversion gallery`: a static HTML page with every alert kind in every shipped language, for
/// translators to proofread in a browser, with each string's key and strings-check's findings.
struct GalleryCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Write an HTML page showing every alert kind in every shipped language, for proofreading in a browser.",
        discussion: """
        The page (DIR/index.html) is self-contained: no fonts, scripts or images are fetched. Open it \
        in a browser; add ?only=ar,de,ja to its address to show only some languages.
        Exit status: 0 written, 1 failed (unreadable strings, unwritable directory), 2 usage error.
        """
    )

    @Option(name: .long, help: ArgumentHelp("The directory to write index.html into (created when missing).", valueName: "dir"))
    var output: String

    @Option(name: .customLong("app-strings"), help: ArgumentHelp(
        "An app's directory of <lang>.lproj folders whose tables override the library's strings.", valueName: "dir"))
    var appStrings: String?

    @Option(name: .customLong("app-table"), help: ArgumentHelp("The app's table names to look keys up in (repeatable).", valueName: "name"))
    var appTables: [String] = ["Localizable"]

    @Option(name: .customLong("language"), help: ArgumentHelp("Show only this localisation (repeatable), e.g. ar.", valueName: "name"))
    var languages: [String] = []

    @Option(name: .customLong("allow-file"), help: ArgumentHelp(
        "Words that may equal English, for strings-check's findings. Default: the library's strings-check.allow.", valueName: "path"))
    var allowFile: String?

    @Option(name: .customLong("review-status"), help: ArgumentHelp(
        "Which languages a native speaker has reviewed (JSON). Default: the library's review-status.json.", valueName: "path"))
    var reviewStatus: String?

    func validate() throws {
        if FileManager.default.fileExists(atPath: output), !Self.isDirectory(output) {
            throw ValidationError("--output: \(SafeText.line(output, .escape)) is a file, not a directory (the page is written into the directory given, as index.html)")
        }
        if let appStrings, !Self.isDirectory(appStrings) {
            throw ValidationError("--app-strings: \(SafeText.line(appStrings, .escape)) is not a directory")
        }
    }

    func run() async throws {
        try await exitingOnFailure {
            let page = try makePage()
            try Self.createDirectory(output)
            let file = URL(fileURLWithPath: output, isDirectory: true).appendingPathComponent("index.html")
            // A page to open in a browser or publish: readable by all.
            try AtomicFileWriter.write(Data(GalleryHTML.render(page).utf8), to: file, permissions: 0o644)
            let findings = page.languages.reduce(page.generalFindings.count + page.emptyFolderFindings) { $0 + $1.findings.count }
            print("Wrote \(SafeText.line(file.path, .escape)): \(page.languages.count) languages, \(findings) strings-check findings.")
        }
    }

    private func makePage() throws -> GalleryPage {
        var allowList = AllowList.builtIn
        if let allowFile {
            guard FileManager.default.fileExists(atPath: allowFile) else { throw GalleryError("--allow-file: \(allowFile) does not exist") }
            if let bytes = try? BoundedFileReader.contents(of: allowFile, limit: AllowList.maximumFileBytes) {
                allowList.insert(fileContents: String(decoding: bytes, as: UTF8.self))
            }
        } else {
            allowList.insert(fileContents: LibraryLocalizations.allowList)
        }

        // The translations the program carries, checked where they are: compiled in, not on disk.
        let library = EmbeddedFileSystem(files: LibraryLocalizations.files)
        var findings = try GalleryFindings.check(library.root, label: "library", allowList: allowList, fileSystem: library)
        var folders = Set(LibraryLocalizations.languages)
        var source: StringsLookup.Source?
        var sources = ["the library's translations"]
        if let appStrings {
            let appDirectory = URL(fileURLWithPath: appStrings, isDirectory: true)
            source = StringsLookup.Source(bundle: StringsBundle(directory: appDirectory), tables: appTables)
            findings = findings.merged(with: try GalleryFindings.check(appDirectory.path, label: "app", allowList: allowList))
            folders.formUnion(Self.lprojNames(in: appDirectory.path))
            sources.insert("the app's strings in \(appStrings)", at: 0)
        }
        if !languages.isEmpty {
            let unknown = Set(languages).subtracting(folders)
            guard unknown.isEmpty else { throw GalleryError("--language: no localisation named \(unknown.sorted().joined(separator: ", "))") }
            folders = Set(languages)
        }

        let reviews = try reviewStatus.map(ReviewStatus.read)
            ?? ReviewStatus.decode(LibraryLocalizations.reviewStatus, path: LibraryLocalizations.files.origin + "/review-status.json")
        let samples = try GallerySamples.demo()
        let english = Locale(identifier: "en")
        let (worded, empty) = Self.partition(folders.sorted(), requested: Set(languages), appStrings: source)
        let entries = worded.map { folder in
            let (locale, direction, alerts) = samples.alerts(folder: folder, appStrings: source)
            return GalleryLanguage(
                folder: folder, locale: locale.identifier, direction: direction,
                script: (try? locale.maximized())?.script ?? "Latn",
                englishName: english.localizedString(forIdentifier: folder),
                nativeName: Locale(identifier: folder).localizedString(forIdentifier: folder),
                alerts: alerts, findings: findings.byLanguage[folder] ?? [], review: reviews.record(for: folder))
        }
        let emptyFindings = empty.reduce(0) { $0 + (findings.byLanguage[$1]?.count ?? 0) }
        return GalleryPage(languages: entries, emptyFolders: empty, emptyFolderFindings: emptyFindings,
                           generalFindings: findings.general, sources: sources)
    }

    /// The folders that get a section, and the app's folders that hold none of its tables (in a language
    /// the library does not ship, and not asked for by `--language`): their alerts would be the fallback's,
    /// a full section each, so 8,000 empty folders made a 102 MB page. They are listed by name instead.
    static func partition(_ folders: [String], requested: Set<String>, appStrings: StringsLookup.Source?)
        -> (worded: [String], empty: [String]) {
        let shipped = Set(LibraryLocalizations.languages)
        var worded: [String] = []
        var empty: [String] = []
        for folder in folders {
            if shipped.contains(folder) || requested.contains(folder) || appStrings.map({ hasStrings($0, language: folder) }) != false {
                worded.append(folder)
            } else {
                empty.append(folder)
            }
        }
        return (worded, empty)
    }

    /// Whether the app has a string of one of its tables in `language`; a table that cannot be read
    /// counts as one, so its section shows (and strings-check's finding names the file).
    private static func hasStrings(_ source: StringsLookup.Source, language: String) -> Bool {
        source.tables.contains { name in
            do {
                guard let table = try source.bundle.table(name, language: language) else { return false }
                return !table.strings.isEmpty || !table.plurals.isEmpty
            } catch {
                return true
            }
        }
    }

    /// Creates the output directory and its missing parents (0755), saying in the system's words why it
    /// cannot (Foundation's message on Linux is a raw `NSCocoaErrorDomain` code).
    private static func createDirectory(_ path: String) throws {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            if isDirectory.boolValue { return }
            throw GalleryError("--output: \(path) is a file, not a directory (the page is written into the directory given, as index.html)")
        }
        let parent = (path as NSString).deletingLastPathComponent
        if !parent.isEmpty, parent != path { try createDirectory(parent) }
        if mkdir(path, 0o755) != 0, errno != EEXIST {
            throw GalleryError("--output: cannot create the directory \(path): \(POSIX.message())")
        }
    }

    private static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    private static func lprojNames(in directory: String) -> [String] {
        LprojFolders.names(in: directory)
    }
}

/// A failure of `iversion gallery` that is not a usage error, in words for the user.
struct GalleryError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = SafeText.line(description, .escape) }
}
