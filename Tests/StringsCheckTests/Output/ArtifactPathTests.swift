import StringsCheck
import Testing

/// Paths relative to the repository, and as RFC 3986 URI references.
@Suite("Artifact paths")
struct ArtifactPathTests {
    static let relativeCases: [(String, String?, String)] = [
        ("/repo/App/A.strings", "/repo", "App/A.strings"),
        ("/repo/App/A.strings", "/repo/", "App/A.strings"),
        ("/repository/A.strings", "/repo", "/repository/A.strings"),
        ("/repo", "/repo", "."),
        ("/a/b.strings", "/", "a/b.strings"),
        ("./App//fr.lproj/./A.strings", "/repo", "App/fr.lproj/A.strings"),
        ("../Other/A.strings", "/repo", "../Other/A.strings"),
        ("App/A.strings", nil, "App/A.strings"),
        ("/x/A.strings", nil, "/x/A.strings"),
    ]

    @Test("relative", arguments: relativeCases)
    func relative(_ path: String, _ root: String?, _ expected: String) {
        #expect(ArtifactPath.relative(path, to: root) == expected)
    }

    static let uriCases: [(String, String)] = [
        ("App/fr.lproj/A.strings", "App/fr.lproj/A.strings"),
        ("A b.strings", "A%20b.strings"),
        ("Résumé/ü.strings", "R%C3%A9sum%C3%A9/%C3%BC.strings"),
        ("zh_Hant-TW~x.lproj", "zh_Hant-TW~x.lproj"),
        ("a:b/c", "a%3Ab/c"),
        ("%#?[]@!$&'()*+,;=", "%25%23%3F%5B%5D%40%21%24%26%27%28%29%2A%2B%2C%3B%3D"),
        ("/abs/a b", "file:///abs/a%20b"),
        ("😀", "%F0%9F%98%80"),
    ]

    @Test("URI references", arguments: uriCases)
    func uri(_ path: String, _ expected: String) {
        #expect(ArtifactPath.uriReference(path) == expected)
    }

    @Test func directoryURIsEndInASlash() {
        #expect(ArtifactPath.directoryURI("/work/my repo") == "file:///work/my%20repo/")
        #expect(ArtifactPath.directoryURI("/") == "file:///")
    }
}
