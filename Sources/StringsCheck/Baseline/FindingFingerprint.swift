/// The identity of a finding that survives edits elsewhere: the rule, the file, the language,
/// the key and the message with every line and column number taken out.
///
/// A finding keeps its fingerprint when lines are added above it, when its file is re-sorted,
/// or when the earlier definition it points to moves; it gets a new one when the key, the
/// language, the file or what the message says changes. The baseline (``Baseline``) stores
/// fingerprints, and the SARIF output sends ``hash`` as the result's `partialFingerprints`, so
/// code scanning and the baseline agree on which findings are the same.
///
/// ```swift
/// let fingerprint = FindingFingerprint(diagnostic, relativeTo: "/repo")
/// fingerprint.message   // "key \"a\" is defined again; this definition replaces the one at #:#"
/// fingerprint.hash      // "9f0c2a71d4e3b856"
/// ```
public struct FindingFingerprint: Sendable, Hashable, Codable, Comparable {
    /// The rule that found it.
    public var rule: Rule
    /// The file, relative to the root (see ``ArtifactPath/relative(_:to:)``).
    public var file: String
    /// The localisation the finding is about, if any.
    public var language: String?
    /// The key the finding is about, if any.
    public var key: String?
    /// The message with positions replaced by `#` (see ``stripPositions(_:)``).
    public var message: String

    /// The fingerprint of a diagnostic.
    /// - Parameters:
    ///   - diagnostic: The finding.
    ///   - root: The directory paths are made relative to (the repository), or nil to keep
    ///     them as the checker found them.
    public init(_ diagnostic: Diagnostic, relativeTo root: String? = nil) {
        self.init(rule: diagnostic.rule, file: ArtifactPath.relative(diagnostic.file, to: root),
                  language: diagnostic.language, key: diagnostic.key,
                  message: Self.stripPositions(diagnostic.message))
    }

    /// A fingerprint from its parts, as a baseline file stores them.
    public init(rule: Rule, file: String, language: String?, key: String?, message: String) {
        self.rule = rule
        self.file = file
        self.language = language
        self.key = key
        self.message = message
    }

    /// 16 lowercase hex digits: a 64-bit FNV-1a hash of the parts, each length-prefixed so that
    /// no two different fingerprints share an encoding. Stable across runs, machines and versions
    /// of Swift (it never uses `Hasher`, which is seeded per process).
    public var hash: String {
        var state: UInt64 = 0xCBF2_9CE4_8422_2325
        func feed(_ text: String?) {
            guard let text else {
                mix(0xFF)
                return
            }
            for byte in "\(text.utf8.count):".utf8 { mix(byte) }
            for byte in text.utf8 { mix(byte) }
        }
        func mix(_ byte: UInt8) {
            state ^= UInt64(byte)
            state = state &* 0x0000_0100_0000_01B3
        }
        feed(rule.rawValue)
        feed(file)
        feed(language)
        feed(key)
        feed(message)
        let digits = String(state, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// The message without the positions it mentions: `12:5` becomes `#:#`, and the number
    /// after `line ` or `character ` becomes `#`, so moving a file's lines leaves it unchanged.
    /// - Parameter message: A diagnostic's message.
    /// - Returns: The message with those numbers replaced.
    public static func stripPositions(_ message: String) -> String {
        // Without a digit there is nothing to replace.
        guard message.utf8.contains(where: { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else { return message }
        let scalars = Array(message.unicodeScalars)
        var output: [Unicode.Scalar] = []
        output.reserveCapacity(scalars.count)
        var index = 0
        func digitRun(from start: Int) -> Int {
            var end = start
            while end < scalars.count, ("0"..."9").contains(scalars[end]) { end += 1 }
            return end
        }
        func endsWithWord(_ word: String) -> Bool {
            let tail = Array(word.unicodeScalars)
            guard output.count >= tail.count, output.suffix(tail.count).elementsEqual(tail) else { return false }
            let before = output.count - tail.count
            return before == 0 || !output[before - 1].properties.isAlphabetic
        }
        while index < scalars.count {
            let scalar = scalars[index]
            let startsNumber = ("0"..."9").contains(scalar)
                && (index == 0 || !(scalars[index - 1].properties.isAlphabetic || ("0"..."9").contains(scalars[index - 1])))
            guard startsNumber else {
                output.append(scalar)
                index += 1
                continue
            }
            let end = digitRun(from: index)
            if end < scalars.count - 1, scalars[end] == ":", ("0"..."9").contains(scalars[end + 1]) {
                output.append(contentsOf: "#:#".unicodeScalars)
                index = digitRun(from: end + 1)
            } else if endsWithWord("line ") || endsWithWord("character ") {
                output.append("#")
                index = end
            } else {
                output.append(contentsOf: scalars[index..<end])
                index = end
            }
        }
        return String(String.UnicodeScalarView(output))
    }

    /// Sorted by file, rule, language, key, then message: the order of a baseline file.
    public static func < (lhs: FindingFingerprint, rhs: FindingFingerprint) -> Bool {
        if lhs.file != rhs.file { return lhs.file < rhs.file }
        if lhs.rule != rhs.rule { return lhs.rule.rawValue < rhs.rule.rawValue }
        if lhs.language != rhs.language { return (lhs.language == nil ? 0 : 1, lhs.language ?? "") < (rhs.language == nil ? 0 : 1, rhs.language ?? "") }
        if lhs.key != rhs.key { return (lhs.key == nil ? 0 : 1, lhs.key ?? "") < (rhs.key == nil ? 0 : 1, rhs.key ?? "") }
        return lhs.message < rhs.message
    }
}
