import Foundation

/// A headless Chromium (Debian's `chromium`, or Chrome) for the gallery's browser test: renders a
/// page, dumps its DOM after the page's scripts ran, and takes screenshots.
struct HeadlessBrowser {
    let executable: URL

    /// The browser to use: `$IVERSION_BROWSER`, else the first of the usual names on `PATH`
    /// (and `/usr/bin`), else nil.
    static let found: HeadlessBrowser? = {
        let environment = ProcessInfo.processInfo.environment
        if let path = environment["IVERSION_BROWSER"], FileManager.default.isExecutableFile(atPath: path) {
            return HeadlessBrowser(executable: URL(fileURLWithPath: path))
        }
        let directories = (environment["PATH"] ?? "").split(separator: ":").map(String.init) + ["/usr/bin", "/usr/local/bin", "/snap/bin"]
        for name in ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"] {
            for directory in directories where FileManager.default.isExecutableFile(atPath: directory + "/" + name) {
                return HeadlessBrowser(executable: URL(fileURLWithPath: directory + "/" + name))
            }
        }
        return nil
    }()

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The page's DOM as serialised after loading (scripts included).
    func dumpDOM(_ page: URL) throws -> String {
        try run(["--dump-dom", page.absoluteString])
    }

    /// Writes a PNG of the page's first `width`×`height` pixels to `file`.
    func screenshot(_ page: URL, to file: URL, width: Int, height: Int) throws {
        _ = try run(["--window-size=\(width),\(height)", "--screenshot=\(file.path)", page.absoluteString])
    }

    /// Runs the browser headless with a profile of its own (two runs at once must not meet in one
    /// profile) and a time limit, and returns its standard output.
    private func run(_ arguments: [String], timeout: TimeInterval = 240) throws -> String {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("iversion-browser-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let output = scratch.appendingPathComponent("stdout")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        let process = Process()
        process.executableURL = executable
        // --no-sandbox: the sandbox cannot start as root, which CI and containers are.
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
                             "--user-data-dir=\(scratch.appendingPathComponent("profile").path)"] + arguments
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        while !process.hasExited {
            if Date() > deadline {
                process.terminate()
                _ = process.waitForExitStatus()
                throw Failure(description: "\(executable.path) did not finish within \(Int(timeout)) s")
            }
            Thread.sleep(forTimeInterval: 0.1)
        }
        let status = process.waitForExitStatus()
        guard status == 0 else {
            throw Failure(description: "\(executable.path) exited with status \(status)")
        }
        return String(decoding: try Data(contentsOf: output), as: UTF8.self)
    }
}

/// What the gallery's layout script measured, read back from `<body data-layout="…">`.
struct LayoutReport: Decodable {
    struct Overflow: Decodable { let language, kind, text: String }
    struct Direction: Decodable { let language, kind, dir, computed: String; let startAligned: Bool }
    /// A language's review status as the page shows it: `reviewed` or `unreviewed`, its text, and
    /// whether it takes up room on the screen.
    struct Review: Decodable { let language, state, text: String; let visible: Bool }

    let languages: [String]
    let cards: Int
    let overflows: [Overflow]
    let directions: [Direction]
    let reviews: [Review]

    /// Finds the attribute in a dumped DOM and decodes it (base64 of UTF-8 JSON).
    init(dom: String) throws {
        guard let start = dom.range(of: "data-layout=\""),
              let end = dom[start.upperBound...].firstIndex(of: "\""),
              let data = Data(base64Encoded: String(dom[start.upperBound..<end])) else {
            throw HeadlessBrowser.Failure(description: "the page's layout script left no data-layout attribute")
        }
        self = try JSONDecoder().decode(LayoutReport.self, from: data)
    }
}
