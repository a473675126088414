/// The whole domain of the values a stored model can hold, weighted towards its edges: what a round-trip
/// property of a writer and its reader draws from ("any date, any string, any number"), kept in one place
/// so every writer's test covers the same edges.
public enum HostileValues {
    /// The edges of a `Double` used as seconds since 1970: the specials, the ends of years 0 to 9999 and
    /// just past them (`-62_167_219_200`, `253_402_300_799`), an SSVC answer of issue 37 (2.9e11).
    public static let specialSeconds: [Double] = [
        .nan, .infinity, -.infinity, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .leastNonzeroMagnitude,
        -.leastNonzeroMagnitude, 0, -0.0, 2.9e11, -2.9e11, 1e12, -1e12, 9.9e11, -62_167_219_200, 253_402_300_799,
        253_402_300_799.5, 253_402_300_800, -62_167_219_200.5, -62_167_219_201, 253_402_300_799.0.nextDown,
        -62_167_219_200.0.nextUp, 1e-20, -1e-3, 86_399.999_999_999_9,
    ]

    /// Any `Double` as seconds since 1970: a special one, a random bit pattern (NaNs and infinities
    /// included), one far from now, one within years 0 to 9999, or one near now with a fraction.
    public static func seconds(_ g: inout SplitMix64) -> Double {
        switch g.int(0...4) {
        case 0: g.pick(specialSeconds)
        case 1: Double(bitPattern: g.next())
        case 2: Double.random(in: -1e13...1e13, using: &g)
        case 3: Double.random(in: -62_167_219_200...253_402_300_799, using: &g)
        default: 1_795_435_200 + Double.random(in: -1e9...1e9, using: &g)
        }
    }

    /// Pieces of hostile text: controls, NUL, DEL, quotes and backslashes, line breaks and separators, bidi
    /// controls, a byte-order mark, non-BMP scalars, a combining mark, and what versions are made of.
    public static let textPieces: [String] = [
        "0", "1", "9", ".", ".", "-", "+", "_", " ", "b", "rc", "v", "\0", "\u{1}", "\u{1F}", "\u{7F}", "\"", "\\", "/", "\n",
        "\r", "\t", "\u{85}", "\u{A0}", "\u{2028}", "\u{202E}", "\u{FEFF}", "\u{1F600}", "\u{10FFFF}", "é", "\u{301}",
    ]

    /// Any text: empty, short, or now and then thousands of pieces long.
    public static func text(_ g: inout SplitMix64) -> String {
        let length = g.chance(0.05) ? g.int(1_000...20_000) : g.int(0...24)
        return (0..<length).map { _ in g.pick(textPieces) }.joined()
    }

    /// Any `Int`, the extremes often.
    public static func integer(_ g: inout SplitMix64) -> Int {
        g.chance(0.5) ? g.pick([0, 1, -1, .max, .min, 999_999_999]) : Int(truncatingIfNeeded: g.next())
    }
}
