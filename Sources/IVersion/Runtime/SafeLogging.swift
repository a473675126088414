import IVersionSupport
import Logging

extension Logger {
    /// Logs text that may carry outside text (a feed's versions, titles and attributes, a server's message,
    /// a file's path) with every character ``SafeText`` names escaped (`\u{1b}`, `\u{9b}`, `\u{202e}`, line
    /// breaks): the runtime's one way into a log, so no handler (swift-log's stream handler writes to a
    /// terminal as it is) receives a terminal sequence, a bidi override or a forged line from a feed.
    ///
    /// The text is made safe only when `level` is logged.
    /// - Parameters:
    ///   - level: The level.
    ///   - text: The message, feed text and all.
    ///   - file: The caller's file, for the handler.
    ///   - function: The caller's function.
    ///   - line: The caller's line.
    package func log(
        safe level: Logger.Level, _ text: @autoclosure () -> String,
        file: String = #fileID, function: String = #function, line: UInt = #line
    ) {
        log(level: level, "\(SafeText.line(text(), .escape))", file: file, function: function, line: line)
    }
}
