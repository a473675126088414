/// A `--exclude` pattern: `*` matches within one path component, `**` across components, `?` one
/// character. A pattern without `/` (`Sparkle.framework`, `Pods`) matches a file or folder of that
/// name anywhere; one with `/` (`macosx/Sparkle.framework`, `**/Vendor/*`) matches the whole path
/// relative to the checked path.
struct PathGlob: Sendable, Hashable {
    let pattern: String
    private let tokens: [Token]
    private let matchesNameOnly: Bool

    private enum Token: Hashable { case character(Character), anyCharacter, star, globstar }

    init(_ pattern: String) {
        var text = pattern
        while text.count > 1, text.hasSuffix("/") { text.removeLast() }
        while text.hasPrefix("./") { text.removeFirst(2) }
        self.pattern = pattern
        self.matchesNameOnly = !text.contains("/")
        var tokens: [Token] = []
        var characters = Array(text)[...]
        while let first = characters.popFirst() {
            switch first {
            case "*":
                if characters.first == "*" {
                    characters.removeFirst()
                    if characters.first == "/" { characters.removeFirst() }  // `**/` also matches no folder at all
                    tokens.append(.globstar)
                } else {
                    tokens.append(.star)
                }
            case "?": tokens.append(.anyCharacter)
            default: tokens.append(.character(first))
            }
        }
        self.tokens = tokens
    }

    /// Whether the glob matches a path, given relative to the checked path it was found under.
    func matches(relativePath: String) -> Bool {
        matches(Array(matchesNameOnly ? Path.name(of: relativePath) : relativePath))
    }

    /// Pattern against text, by dynamic programming over (token, character): time in the product
    /// of the two lengths, never exponential whatever the stars.
    private func matches(_ text: [Character]) -> Bool {
        // row[i]: the tokens so far match the first i characters.
        var row = [Bool](repeating: false, count: text.count + 1)
        row[0] = true
        for token in tokens {
            var next = [Bool](repeating: false, count: text.count + 1)
            switch token {
            case .star, .globstar:
                for index in 0...text.count {
                    if row[index] { next[index] = true }
                    else if index > 0, next[index - 1], token == .globstar || text[index - 1] != "/" { next[index] = true }
                }
            case .anyCharacter:
                for index in 1...max(1, text.count) where index <= text.count { next[index] = row[index - 1] && text[index - 1] != "/" }
            case let .character(character):
                for index in 1...max(1, text.count) where index <= text.count { next[index] = row[index - 1] && text[index - 1] == character }
            }
            row = next
        }
        return row[text.count]
    }
}
