import IVersion

/// Renders an alert model as a person would see it in a terminal: a framed box with the title,
/// the notes, the extra lines, and the buttons.
enum AlertPrinter {
    /// The box; every line goes through ``SafeText`` once more, so whatever built the model (an app's
    /// own labels included), no control character reaches the terminal.
    static func render(_ alert: AlertModel) -> String {
        var body: [String] = SafeText.lines(alert.title) + [""]
        body += SafeText.lines(alert.message)
        let extras = [alert.releaseDateText, alert.downloadSizeText, alert.missedUpdatesText].compactMap { $0 }
        if !extras.isEmpty { body += [""] + extras.flatMap(SafeText.lines) }
        body += ["", SafeText.line(alert.buttons.map { $0.isPreferred ? "[ \($0.label) ]" : "( \($0.label) )" }.joined(separator: "  "))]
        let width = min(max(body.map(columns).max() ?? 0, 20), 100)
        let rule = String(repeating: "─", count: width + 2)
        var lines = ["┌\(rule)┐"]
        for line in body {
            lines.append("│ " + line + String(repeating: " ", count: max(0, width - columns(line))) + " │")
        }
        lines.append("└\(rule)┘")
        return lines.joined(separator: "\n")
    }

    /// How many terminal columns a line takes: East Asian wide characters take two, combining
    /// marks and invisible format characters (bidi isolates) none.
    static func columns(_ text: String) -> Int {
        text.unicodeScalars.reduce(0) { total, scalar in
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .enclosingMark, .format, .control: return total
            default: return total + (isWide(scalar.value) ? 2 : 1)
            }
        }
    }

    private static func isWide(_ value: UInt32) -> Bool {
        let wideRanges: [ClosedRange<UInt32>] = [
            0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
            0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
            0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD,
        ]
        return wideRanges.contains { $0.contains(value) }
    }
}
