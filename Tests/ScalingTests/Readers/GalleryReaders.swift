import IVersionSupport
@testable import iversion

/// `iversion gallery --app-strings DIR`: an app's folder of `.lproj` folders, read into the proofreading
/// page. The page holds every shipped language whatever the app gives (the empty run's output), and may
/// grow only as the app's folders and strings do.
enum GalleryReaders {
    static let sources = ["Sources/iversion/GalleryCommand.swift", "Sources/iversion/Gallery/GalleryModel.swift",
                          "Sources/iversion/Gallery/GalleryHTML.swift", "Sources/iversion/Gallery/GalleryFindings.swift"]
    static let arguments = ["gallery", "--output", "{root}/page", "--app-strings", "{root}/app"]

    static let cases: [ScalingCase] = [
        ScalingCase(reader: "iversion gallery --app-strings", shape: "n empty .lproj folders", sources: sources,
                    runner: .command, unit: 200, outputPerInputByte: 64) { n in
            try PackageCommand.sample(.iversion, arguments, outputFile: "page/index.html") { tree in
                try tree.folder("app")
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
