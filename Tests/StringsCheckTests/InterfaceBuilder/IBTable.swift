import Strings
@testable import StringsCheck

/// Helpers for the Interface Builder tests: a document's table as `"key" = "value"` lines (the
/// shape of the `.strings` file ibtool writes), so an expectation reads like the file itself.
enum IBTable {
    /// The extracted entries of `xml`, one `"key" = "value"` line each, in document order.
    static func lines(_ xml: String, file: String? = nil) throws -> [String] {
        try InterfaceBuilderStrings.entries(Array(xml.utf8), file: file).map { "\"\($0.key)\" = \"\($0.value)\"" }
    }

    /// The entry for `key`, for checks of its location and comment.
    static func entry(_ key: String, in xml: String, file: String? = nil) throws -> StringsEntry? {
        try InterfaceBuilderStrings.entries(Array(xml.utf8), file: file).first { $0.key == key }
    }

    /// The error `xml` fails with, or nil if it parses.
    static func error(_ xml: String) -> StringsError? {
        error(Array(xml.utf8))
    }

    static func error(_ bytes: [UInt8]) -> StringsError? {
        do {
            _ = try InterfaceBuilderStrings.entries(bytes, file: "Bad.xib")
            return nil
        } catch {
            return error
        }
    }
}
