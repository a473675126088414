import Foundation

/// A generated corpus shaped like the localisations of real apps: thousands of files of
/// log-normally spread sizes (many small ones, a few large), in the encodings Xcode projects hold
/// them in, with genstrings and storyboard comments, sentence and dotted keys, and values in many
/// languages. Deterministic, so runs and machines compare.
enum ProjectCorpus {
    /// How a file is stored.
    enum Storage: CaseIterable { case utf8, utf8BOM, utf16LittleEndianBOM, xmlPropertyList }

    /// 3,650 files, 24.5 MB (decimal) in all, mean 6.7 KB: 13% UTF-16LE with BOM, 2% UTF-8 with
    /// BOM, 5% XML property lists named `.strings`, the rest plain UTF-8.
    static func files(count: Int = 3_650, totalBytes: Int = 24_500_000) -> [[UInt8]] {
        var random = SplitMix(seed: 3_650)
        // Log-normal sizes (sigma 1.4: the median file is about a third of the mean), scaled to the total.
        var weights: [Double] = []
        for _ in 0..<count {
            let u1 = Double(random.next(1 << 30) + 1) / Double(1 << 30), u2 = Double(random.next(1 << 30)) / Double(1 << 30)
            let normal = (-2 * log(u1)).squareRoot() * cos(2 * Double.pi * u2)
            weights.append(exp(1.4 * normal))
        }
        let scale = Double(totalBytes) / weights.reduce(0, +)
        // Storage shares by file, spread through the corpus rather than in runs.
        var storages = [Storage](repeating: .utf8, count: count)
        let shares: [(Storage, Int)] = [(.utf16LittleEndianBOM, 13), (.utf8BOM, 2), (.xmlPropertyList, 5)]
        var order = Array(0..<count)
        for index in stride(from: count - 1, to: 0, by: -1) { order.swapAt(index, random.next(index + 1)) }
        var next = 0
        for (storage, percent) in shares {
            for _ in 0..<(count * percent + 50) / 100 { storages[order[next]] = storage; next += 1 }
        }
        return (0..<count).map { index in
            file(size: max(120, Int(weights[index] * scale)), storage: storages[index], random: &random)
        }
    }

    /// One file of about `size` bytes as stored (entries are whole, so it is within half an entry).
    static func file(size: Int, storage: Storage, random: inout SplitMix) -> [UInt8] {
        let language = Vocabulary.languages[random.next(Vocabulary.languages.count)]
        let storyboard = storage != .xmlPropertyList && random.next(5) == 0
        let unquotedKeys = !storyboard && random.next(10) == 0
        var keys = Set<String>()
        var text = storage == .xmlPropertyList ? xmlHeader : ""
        let trailer = storage == .xmlPropertyList ? "</dict>\n</plist>\n" : ""
        var used = encodedSize(text + trailer, storage)
        text.reserveCapacity(size + 64)
        var count = 0
        while true {
            var entry = storyboard ? storyboardEntry(language, &random) : localizableEntry(language, &random)
            if unquotedKeys { entry.key = "NS" + entry.key.split(separator: ".").map { $0.capitalized }.joined() }
            if !keys.insert(entry.key).inserted { entry.key += ".\(count)"; keys.insert(entry.key) }
            let rendered = storage == .xmlPropertyList ? xmlEntry(entry) : textEntry(entry, unquotedKey: unquotedKeys)
            let cost = encodedSize(rendered, storage)
            // Keep the entry that brings the file nearest its size, so the total comes out as asked.
            if used + cost / 2 > size, count > 0 { break }
            used += cost
            text += rendered
            count += 1
        }
        text += trailer
        switch storage {
        case .utf8, .xmlPropertyList: return Array(text.utf8)
        case .utf8BOM: return [0xEF, 0xBB, 0xBF] + Array(text.utf8)
        case .utf16LittleEndianBOM: return utf16LittleEndian(text)
        }
    }

    private static func encodedSize(_ text: String, _ storage: Storage) -> Int {
        storage == .utf16LittleEndianBOM ? text.utf16.count * 2 : text.utf8.count
    }

    private static func textEntry(_ entry: (key: String, value: String, comment: String?), unquotedKey: Bool) -> String {
        var text = entry.comment.map { "/* \($0) */\n" } ?? ""
        let plain = unquotedKey && entry.key.utf8.allSatisfy { byte in
            byte == 0x2E || byte == 0x5F || (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
        }
        text += plain ? entry.key : "\"\(escaped(entry.key))\""
        return text + " = \"\(escaped(entry.value))\";\n\n"
    }

    private static func localizableEntry(_ language: [String], _ random: inout SplitMix) -> (key: String, value: String, comment: String?) {
        let format = random.next(6) == 0 ? Vocabulary.formats[random.next(Vocabulary.formats.count)] : nil
        let key: String
        if random.next(2) == 0 {
            key = Vocabulary.sentence(Vocabulary.english, words: 2 + random.next(9), format: format, &random)
        } else {
            key = (0..<(2 + random.next(3))).map { _ in Vocabulary.identifiers[random.next(Vocabulary.identifiers.count)] }.joined(separator: ".")
        }
        var value = Vocabulary.sentence(language, words: 1 + random.next(random.next(4) == 0 ? 30 : 10), format: format, &random)
        if random.next(30) == 0 { value += "\n" + Vocabulary.sentence(language, words: 3 + random.next(8), format: nil, &random) }
        if random.next(40) == 0 { value = "\"" + value + "\"" }
        if random.next(60) == 0 { value += "\u{2026}" }
        let comment: String? = switch random.next(10) {
        case 0..<4: "No comment provided by engineer."
        case 4..<9: Vocabulary.sentence(Vocabulary.english, words: 4 + random.next(14), format: nil, &random)
        default: nil
        }
        return (key, value, comment)
    }

    private static func storyboardEntry(_ language: [String], _ random: inout SplitMix) -> (key: String, value: String, comment: String?) {
        let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        let objectID = [3, 2, 3].map { length in String((0..<length).map { _ in alphabet[random.next(alphabet.count)] }) }.joined(separator: "-")
        let (kind, property) = Vocabulary.storyboardProperties[random.next(Vocabulary.storyboardProperties.count)]
        let english = Vocabulary.sentence(Vocabulary.english, words: 1 + random.next(5), format: nil, &random)
        let value = Vocabulary.sentence(language, words: 1 + random.next(6), format: nil, &random)
        return ("\(objectID).\(property)", value, "Class = \"\(kind)\"; \(property) = \"\(english)\"; ObjectID = \"\(objectID)\";")
    }

    private static func escaped(_ text: String) -> String {
        var output = ""
        for character in text.unicodeScalars {
            switch character {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\u{2026}": output += "\\U2026"
            default: output.unicodeScalars.append(character)
            }
        }
        return output
    }

    private static let xmlHeader = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>

        """

    private static func xmlEntry(_ entry: (key: String, value: String, comment: String?)) -> String {
        func escapedXML(_ text: String) -> String {
            text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
        }
        return "\t<key>\(escapedXML(entry.key))</key>\n\t<string>\(escapedXML(entry.value))</string>\n"
    }
}
