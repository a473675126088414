/// An error from the locale services: a locale string that cannot be understood, or a failure
/// reported by ICU.
public enum LocaleError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The text is not a usable locale identifier (BCP 47 tag, POSIX locale or legacy `.lproj` name).
    case invalidIdentifier(String, reason: String)
    /// An ICU call failed; `status` is ICU's error code and `name` its symbolic name.
    case icuFailure(function: String, status: Int32, name: String)

    /// The error in words, naming the text or the ICU function and status.
    public var description: String {
        switch self {
        case let .invalidIdentifier(text, reason):
            return "invalid locale identifier \"\(text)\": \(reason)"
        case let .icuFailure(function, status, name):
            return "ICU call \(function) failed with \(name) (\(status))"
        }
    }
}
