import IVersionSupport
@testable import iversion

/// `iversion gallery --app-strings DIR`: an app's folder of `.lproj` folders, read into the proofreading
/// page. The page holds every shipped language whatever the app gives (the empty run's output), and may
/// grow only as the app's folders and strings do.
/// A number or a string, as the JSON-documents case's arrays hold them.
enum JSONScalar: Decodable {
    case number(Int)
    case text(String)

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Int.self) { self = .number(number) } else { self = .text(try container.decode(String.self)) }
    }
}

enum GalleryReaders {
    static let sources = ["Sources/iversion/GalleryCommand.swift", "Sources/iversion/Gallery/GalleryModel.swift",
                          "Sources/iversion/Gallery/GalleryHTML.swift", "Sources/iversion/Gallery/GalleryFindings.swift"]
    static let arguments = ["gallery", "--output", "{root}/page", "--app-strings", "{root}/app"]

    static let cases: [ScalingCase] = [
        ScalingCase(reader: "iversion gallery --app-strings", shape: "n empty .lproj folders", sources: sources,
                    runner: .command, unit: 200, outputPerInputByte: 64) { n in
            try PackageCommand.sample(.iversion, arguments, outputFile: "page/index.html") { tree in
                // One language the app really translates, so that the run with no empty folder is a page too.
                try tree.write("app/de.lproj/Localizable.strings", "\"iVersionUpdateAvailableTitle\" = \"Neu!\";\n")
                for index in 0..<n { try tree.folder("app/x\(index).lproj") }
            }
        },
        ScalingCase(reader: "iversion gallery --app-strings", shape: "n overriding keys in two languages", sources: sources,
                    runner: .command, unit: 200) { n in
            try PackageCommand.sample(.iversion, arguments, outputFile: "page/index.html") { tree in
                for language in ["en", "de"] {
                    let keys = (0..<n).map { "\"iVersionUpdateAvailableTitle.\($0)\" = \"Title \($0)\";\n" }.joined()
                    try tree.write("app/\(language).lproj/Localizable.strings", "\"iVersionUpdateAvailableTitle\" = \"New!\";\n" + keys)
                }
            }
        },
        FeedReaders.decoder("JSON documents (JSONValueDecoder)", "an object of n keys decoded as a dictionary",
                            ["Sources/IVersionSupport/JSON/JSONValueDecoder.swift", "Sources/IVersionSupport/JSON/JSONReader.swift",
                             "Sources/IVersionSupport/JSON/JSONValue.swift"], unit: 2_000) { n in
            Array(("{" + (0..<n).map { #""key\#($0)":[\#($0),"v"]"# }.joined(separator: ",") + "}").utf8)
        } decode: { bytes in
            try JSONValueDecoder().decode([String: [JSONScalar]].self, from: bytes).count
        },
        // The review status is read before any page is drawn, and drawing 78 languages dwarfs it: decoded in
        // process, on its own, it is measured instead of the page.
        FeedReaders.decoder("iversion gallery --review-status", "a review status of n languages, each with a note",
                            ["Sources/iversion/Gallery/ReviewStatus.swift"], unit: 1_000) { n in
            let languages = (0..<n).map { #""x\#($0)":{"nativeReview":{"date":"2026-01-02","reviewer":"R"},"note":"Checked."}"# }
            return Array(#"{"languages":{\#(languages.joined(separator: ","))}}"#.utf8)
        } decode: { bytes in
            try JSONValueDecoder().decode(ReviewStatus.self, from: bytes).languages.count
        },
    ]
}
