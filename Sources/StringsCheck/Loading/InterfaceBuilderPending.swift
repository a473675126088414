import Strings

/// Placeholder until the Interface Builder reader lands (same signature).
public enum InterfaceBuilderStrings {
    public static func entries(_ bytes: [UInt8], file: String?) throws(StringsError) -> [StringsEntry] {
        throw StringsError(.structure, at: SourceLocation(file: file, line: 1, column: 1), "Interface Builder files are not read yet")
    }
}
