/// The shape of a notice drawn on a terminal.
public enum NoticeStyle: Sendable, Hashable {
    /// A framed box with the title, the notes, the extra lines and the footer.
    case box
    /// One line: the title and the footer.
    case line
}
