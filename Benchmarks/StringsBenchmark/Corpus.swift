/// A generated, realistic `.strings` corpus: genstrings-style comments, escapes, format
/// specifiers, accented, CJK, Arabic and emoji text, built deterministically so runs compare.
enum Corpus {
    private static let words = [
        "Update", "available", "Version", "download", "Télécharger", "Mise à jour", "Aktualisierung", "verfügbar",
        "新しいバージョン", "ダウンロード", "更新", "可用", "업데이트", "다운로드", "تحديث", "متاح", "Обновление",
        "доступно", "Ignorer", "Rappel", "später", "ça", "niño", "Ελληνικά", "😀", "🎉", "%@", "%1$@", "%d", "%%",
    ]
    private static let escapes = ["\\n", "\\\"", "\\\\", "\\t", "\\U00E9", "\\U2026"]

    /// About `megabytes` of UTF-8 text, as a Swift string (re-encode it for UTF-16).
    static func text(megabytes: Int) -> String {
        var generator = SplitMix(seed: 2024)
        var output = ""
        output.reserveCapacity(megabytes << 20)
        var index = 0
        while output.utf8.count < megabytes << 20 {
            index += 1
            output += "/* Comment for entry \(index): shown in the \(words[generator.next(words.count)]) alert */\n"
            output += "\"key.\(index).\(words[generator.next(4)])\" = \""
            for word in 0..<(3 + generator.next(12)) {
                if word > 0 { output += " " }
                output += words[generator.next(words.count)]
                if generator.next(8) == 0 { output += escapes[generator.next(escapes.count)] }
            }
            output += "\";\n"
            if generator.next(10) == 0 { output += "\n// Section \(index)\n" }
        }
        return output
    }
}

/// A tiny deterministic generator, so the corpus is the same on every run and machine.
struct SplitMix {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((value ^ (value >> 31)) % UInt64(bound))
    }
}
