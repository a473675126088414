import IVersion

/// Renders an alert model as a person would see it in a terminal: a framed box with the title,
/// the notes, the extra lines, and the buttons.
enum AlertPrinter {
    static func render(_ alert: AlertModel) -> String {
        var body: [String] = [alert.title, ""]
        body += alert.message.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let extras = [alert.releaseDateText, alert.downloadSizeText, alert.missedUpdatesText].compactMap { $0 }
        if !extras.isEmpty { body += [""] + extras }
        body += ["", alert.buttons.map { $0.isPreferred ? "[ \($0.label) ]" : "( \($0.label) )" }.joined(separator: "  ")]
        let width = min(max(body.map(\.count).max() ?? 0, 20), 100)
        let rule = String(repeating: "─", count: width + 2)
        var lines = ["┌\(rule)┐"]
        for line in body {
            lines.append("│ " + line + String(repeating: " ", count: max(0, width - line.count)) + " │")
        }
        lines.append("└\(rule)┘")
        return lines.joined(separator: "\n")
    }
}
