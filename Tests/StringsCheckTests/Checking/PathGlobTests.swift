@testable import StringsCheck
import Testing

@Suite("--exclude globs")
struct PathGlobTests {
    static let cases: [(glob: String, path: String, matches: Bool)] = [
        ("Pods", "App/Pods", true),
        ("Pods", "App/Pods/Alamofire", false),
        ("Pods", "Podsy", false),
        ("*.framework", "macosx/Sparkle.framework", true),
        ("*.framework", "macosx/Sparkle.framework/Resources", false),
        ("macosx/Sparkle.framework", "macosx/Sparkle.framework", true),
        ("macosx/Sparkle.framework", "other/macosx/Sparkle.framework", false),
        ("**/Vendor", "a/b/Vendor", true),
        ("**/Vendor", "Vendor", true),
        ("a/*/c", "a/b/c", true),
        ("a/*/c", "a/b/x/c", false),
        ("a/**/c", "a/b/x/c", true),
        ("Sparkle.framework/", "x/Sparkle.framework", true),
        ("?.lproj", "App/de.lproj", false),
        ("??.lproj", "App/de.lproj", true),
        ("*", "", true),
        ("", "", true),
        ("a", "", false),
    ]

    @Test(arguments: cases)
    func matches(_ glob: String, _ path: String, _ expected: Bool) {
        #expect(PathGlob(glob).matches(relativePath: path) == expected)
    }

    /// Many stars against a long name that almost matches: work grows with the product of the
    /// lengths, never exponentially (this would take ages by backtracking).
    @Test func manyStarsStayCheap() {
        let glob = PathGlob(String(repeating: "*a", count: 40) + "b")
        #expect(!glob.matches(relativePath: String(repeating: "a", count: 2_000)))
    }
}
