// Fuzzes the `project.pbxproj` reader (issue 37): build-settings blocks, `INFOPLIST_FILE`,
// `INFOPLIST_KEY_*` settings, quoting, line counting and bytes that are not UTF-8.
import FuzzSupport
import StringsCheck

/// The first byte frames the rest: even = the bytes as given; odd = inside one build-settings block
/// of `App/Info.plist`, so a line of settings is read without the mutator writing the block.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    var reader = FuzzReader(fuzzBytes(start, count))
    let framed = reader.byte() % 2 == 1
    let bytes = framed
        ? Array("{\n\tbuildSettings = {\n\t\tINFOPLIST_FILE = App/Info.plist;\n".utf8) + reader.rest() + Array("\n\t};\n}\n".utf8)
        : Array(reader.rest())
    // Lines as the reader counts them: LF ends a line.
    let lines = bytes.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
    let settings = XcodeBuildSettings(bytes)
    var size = 0
    for file in settings.infoPlistFiles {
        var keys = Set<String>()
        var previous = 0
        for setting in settings.infoPlistKeys(for: file) {
            require(!setting.key.isEmpty && !setting.key.contains("["), "key \(setting.key)")
            require(keys.insert(setting.key).inserted, "key \(setting.key) given twice for \(file)")
            require(setting.line >= 1 && setting.line <= lines, "setting at line \(setting.line) of \(lines)")
            require(setting.line > previous, "setting at line \(setting.line) after \(previous)")
            require(!setting.value.contains("\n") && !setting.key.contains("\n"), "a setting spans lines")
            previous = setting.line
            size += setting.key.utf8.count + setting.value.utf8.count
        }
    }
    // Each setting is text of its own line, read once: what the reader gives never outgrows the file
    // (a byte that is not UTF-8 becomes the three bytes of U+FFFD).
    require(size <= 3 * bytes.count, "\(size) bytes of settings from \(bytes.count)")
    return 0
}

/// libFuzzer's driver, entered from SwiftPM's entry point (see `runLibFuzzer`).
@main
enum FuzzMain {
    static func main() { runLibFuzzer(fuzz) }
}
