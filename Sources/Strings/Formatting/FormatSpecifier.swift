/// The type of value a format specifier consumes, as far as a translation check cares:
/// `%d`, `%ld` and `%lld` are all integers; `%u`, `%x`, `%o` unsigned integers.
public enum FormatArgumentType: String, Sendable, Hashable, Codable, CustomStringConvertible {
    /// `%@`: any object, shown through its description.
    case object
    /// `%d`, `%i`, `%ld`, `%lld`, `%zd`, `%hd`, …
    case integer
    /// `%u`, `%x`, `%X`, `%o`, `%lu`, …
    case unsignedInteger
    /// `%f`, `%e`, `%g`, `%a` and their capitals.
    case double
    /// `%c`, `%C`.
    case character
    /// `%s`, `%S`: a C string (and `%P`, a Pascal string).
    case cString
    /// `%p` (and `%n`, which reads a pointer to write to).
    case pointer

    /// The conversion and the kind of value it takes: `%d (integer)`.
    public var description: String {
        switch self {
        case .object: "%@ (object)"
        case .integer: "%d (integer)"
        case .unsignedInteger: "%u (unsigned integer)"
        case .double: "%f (floating point)"
        case .character: "%c (character)"
        case .cString: "%s (C string)"
        case .pointer: "%p (pointer)"
        }
    }
}

/// One `%…` conversion in a format string.
public struct FormatSpecifier: Sendable, Hashable {
    /// The exact text, e.g. `%1$@`, `%5.2f`, `%ld`.
    public var text: String
    /// The argument type the conversion consumes.
    public var type: FormatArgumentType
    /// The conversion character (`@`, `d`, `f`, …).
    public var conversion: Character
    /// The explicit 1-based argument position (`%2$@` → 2), nil for sequential specifiers.
    public var explicitPosition: Int?
    /// Flags (`-+ #0`) as written.
    public var flags: String
    /// The minimum field width, when given as a number.
    public var width: Int?
    /// The precision (`.2`), when given as a number.
    public var precision: Int?
    /// The specifier's offset in the format string, in Unicode scalars.
    public var offset: Int
}

/// A `%#@name@` reference to a variable defined in a `.stringsdict` entry.
public struct FormatVariableReference: Sendable, Hashable {
    /// The variable's name (`updates` in `%#@updates@`).
    public var name: String
    /// The explicit argument position (`%1$#@name@`), nil when sequential.
    public var explicitPosition: Int?
    /// The exact text.
    public var text: String
}
