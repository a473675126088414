// Fuzzes the intent-definition reader (issue 37): the property-list readers under it, the pairing of
// each `<name>ID` with its text, `${name}` placeholders, and the texts written once per enum value.
import FuzzSupport
import Strings
import StringsCheck

/// Opens a definition with an enum of three values and a parameter of that type, so fragments
/// (`<key>PromptID</key>…`, a format naming `${colour}`) reach the extraction without the mutator
/// rebuilding a document; the input follows as the intent's remaining keys.
let framedPrefix = Array("""
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0"><dict><key>INEnums</key><array><dict><key>INEnumName</key><string>Colour</string>
    <key>INEnumValues</key><array>
    <dict><key>INEnumValueDisplayName</key><string>Red</string><key>INEnumValueDisplayNameID</key><string>R1</string><key>INEnumValueName</key><string>red</string></dict>
    <dict><key>INEnumValueDisplayName</key><string>unknown</string><key>INEnumValueDisplayNameID</key><string>U1</string><key>INEnumValueName</key><string>unknown</string></dict>
    <dict><key>INEnumValueDisplayName</key><string>Blue ${colour}</string><key>INEnumValueDisplayNameID</key><string>B1</string><key>INEnumValueName</key><string>blue</string></dict>
    </array></dict></array><key>INIntents</key><array><dict><key>INIntentParameters</key><array><dict>
    <key>INIntentParameterName</key><string>colour</string><key>INIntentParameterEnumType</key><string>Colour</string>

    """.utf8)
let framedSuffix = Array("\n</dict></array></dict></array></dict></plist>\n".utf8)

/// The first byte frames the rest: even = the bytes as given; odd = inside ``framedPrefix``.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    var reader = FuzzReader(fuzzBytes(start, count))
    let framed = reader.byte() % 2 == 1
    let bytes = framed ? framedPrefix + reader.rest() + framedSuffix : Array(reader.rest())
    let file = "fuzz.intentdefinition"
    do {
        let (entries, pluralKeys) = try IntentDefinitionStrings.entries(bytes, file: file)
        var keys = Set<String>()
        var size = 0
        for entry in entries {
            require(!entry.key.isEmpty, "an empty key")
            require(keys.insert(entry.key).inserted, "key \(entry.key) given twice")
            require(entry.location.file == file && entry.location.line >= 1 && entry.location.column >= 1, "entry at \(entry.location)")
            size += entry.key.utf8.count + entry.value.utf8.count + 8
        }
        size += pluralKeys.reduce(0) { $0 + $1.utf8.count + 8 }
        // What the reader gives is held to its budget: no product of the file's parts.
        require(size <= IntentDefinitionStrings.maximumTextBytes(fileSize: bytes.count), "\(size) bytes of texts from \(bytes.count)")
    } catch {
        requireWellFormed(error)
        require(error.location.file == file, "error names \(String(describing: error.location.file))")
    }
    return 0
}

/// libFuzzer's driver, entered from SwiftPM's entry point (see `runLibFuzzer`).
@main
enum FuzzMain {
    static func main() { runLibFuzzer(fuzz) }
}
