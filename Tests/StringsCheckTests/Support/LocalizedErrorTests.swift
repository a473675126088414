import Foundation
import StringsCheck
import Testing

/// The checker's public errors answer `localizedDescription` with their message, as the library's do.
@Suite("Checker errors describe themselves")
struct CheckerLocalizedErrorTests {
    @Test func localizedDescriptionIsTheMessage() {
        let errors: [any Error & CustomStringConvertible] = [
            CheckError.pathNotFound("/missing/App"), BaselineError.notFound(path: "/missing/baseline.json"),
        ]
        for error in errors {
            #expect(error.localizedDescription == error.description)
            #expect(error.localizedDescription.contains("/missing/"))
        }
    }
}
