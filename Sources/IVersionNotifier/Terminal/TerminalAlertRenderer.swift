import IVersion
import LocaleServices

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Renders an `AlertModel` for a terminal: a framed box, or one line for narrow terminals and
/// tools that print little.
///
/// ```swift
/// let renderer = TerminalAlertRenderer(width: 80, footer: .downloadLink)
/// FileHandle.standardError.write(Data((renderer.render(alert) + "\n").utf8))
/// ```
///
/// Every line goes through `SafeText`'s terminal policy, so whatever built the model (an app's own
/// labels included) no control character and no bidi override, balanced or not, reaches the terminal.
/// Right-to-left alerts are right-aligned in the box and each line is wrapped in a RIGHT-TO-LEFT
/// ISOLATE, so terminals that lay out bidi text show it in reading order while the frame stays in place.
package struct TerminalAlertRenderer: Sendable, Hashable {

    /// What ends the alert.
    package enum Footer: Sendable, Hashable {
        /// The buttons, the preferred one in square brackets: `[ Download ]  ( Ignore )`.
        case buttons
        /// The localised Download label and the update URL: what a command-line tool's user can act on.
        case downloadLink
    }

    /// The terminal's width in columns; the box never exceeds it (long lines wrap).
    package var width: Int
    /// Box or one line.
    package var style: NoticeStyle
    /// Buttons or the download link.
    package var footer: Footer
    /// At most this many lines of notes, then `…`; nil for all of them.
    package var maximumNoteLines: Int?

    /// The narrowest box drawn; a terminal narrower than this plus the frame gets one line instead.
    package static let minimumBoxWidth = 20

    /// Creates a renderer.
    /// - Parameters:
    ///   - width: The terminal's width in columns (80 when unknown).
    ///   - style: Box or one line.
    ///   - footer: Buttons (an interactive preview) or the download link (a notice).
    ///   - maximumNoteLines: At most this many lines of notes; nil for all.
    package init(width: Int = 80, style: NoticeStyle = .box, footer: Footer = .buttons, maximumNoteLines: Int? = nil) {
        self.width = width
        self.style = style
        self.footer = footer
        self.maximumNoteLines = maximumNoteLines
    }

    /// The alert as terminal text, without a final line break.
    package func render(_ alert: AlertModel) -> String {
        if style == .line || width < Self.minimumBoxWidth + 4 {
            return renderLine(alert)
        }
        return renderBox(alert)
    }

    // MARK: The box

    private func renderBox(_ alert: AlertModel) -> String {
        var body: [String] = SafeText.lines(alert.title, .terminal) + [""]
        body += notes(of: alert)
        let extras = [alert.releaseDateText, alert.downloadSizeText, alert.missedUpdatesText].compactMap { $0 }
        if !extras.isEmpty { body += [""] + extras.flatMap { SafeText.lines($0, .terminal) } }
        if let footer = footerText(of: alert) { body += ["", footer] }

        let inner = min(max(body.map(TerminalColumns.count).max() ?? 0, Self.minimumBoxWidth), width - 4)
        let rightToLeft = alert.direction == .rightToLeft
        let rule = String(repeating: "─", count: inner + 2)
        var lines = ["┌\(rule)┐"]
        for line in body.flatMap({ TerminalColumns.wrap($0, width: inner) }) {
            let shown = rightToLeft && !line.isEmpty ? "\u{2067}\(line)\u{2069}" : line
            lines.append("│ " + TerminalColumns.pad(shown, to: inner, alignRight: rightToLeft) + " │")
        }
        lines.append("└\(rule)┘")
        return lines.joined(separator: "\n")
    }

    private func notes(of alert: AlertModel) -> [String] {
        let lines = SafeText.lines(alert.message, .terminal)
        guard let limit = maximumNoteLines, lines.count > limit else { return lines }
        return Array(lines.prefix(max(limit, 0))) + ["…"]
    }

    // MARK: One line

    private func renderLine(_ alert: AlertModel) -> String {
        let parts = [SafeText.line(alert.title, .terminal), footerText(of: alert)].compactMap { $0 }
        let line = parts.joined(separator: " · ")
        return alert.direction == .rightToLeft ? "\u{2067}\(line)\u{2069}" : line
    }

    private func footerText(of alert: AlertModel) -> String? {
        switch footer {
        case .buttons:
            return SafeText.line(alert.buttons.map { $0.isPreferred ? "[ \($0.label) ]" : "( \($0.label) )" }
                .joined(separator: "  "), .terminal)
        case .downloadLink:
            guard let url = alert.updateURL else { return nil }
            // The label, the language's punctuation and the URL (isolated in right-to-left text) come worded
            // from the translations; a model built without them shows the bare URL rather than an English colon.
            if let linked = alert.linkText { return SafeText.line(linked, .terminal) }
            return alert.direction.isolating(SafeText.line(url.absoluteString, .terminal))
        }
    }
}
