import IVersionSupport

/// Reads one Swift or Objective-C file once, forward, into ``SourceLookups/Gathered``: its string
/// literals, the keys its lookups pass literally (with a default text or without), the literals
/// passed to each function, and the functions that look a key up again in another `.lproj` when
/// the first lookup returns it. Each look-ahead is bounded (``argumentWindow``), so the work is
/// linear in the text. Comments are skipped; keys built at run time are not seen.
struct LookupScanner {
    private let bytes: [UInt8]
    private var index = 0
    /// The Swift functions and Objective-C methods open at `index`, innermost last, each with the brace
    /// depth it was declared at: its body ends where the depth falls back to that.
    private var functions: [(name: String, depth: Int)] = []
    /// The Swift function or Objective-C method being read ("" outside every one).
    private var function: String { functions.last?.name ?? "" }
    /// The last lookup: where, in which function, and what followed it (a comparison of its
    /// result, then a bundle made for an `.lproj`).
    private var lastLookup: (position: Int, function: String)?
    private var comparedSinceLookup = false, lprojSinceLookup = false
    /// The calls open at `index`, innermost last: a literal is an argument of the innermost one
    /// (`wrapper(flag ? "a" : "b")`); a bare `(` opens a nameless one.
    private var openCalls: [String] = []
    /// Braces open at `index`.
    private var braceDepth = 0
    /// `static` was read, and the declaration it begins has not yet been named.
    private var staticPending = false
    /// `func` (or an Objective-C method's return type) was read: the next name is declared, and the
    /// parentheses after it hold parameters, not arguments.
    private var declaring = false
    /// The static accessor being read (SwiftGen's `static func commonDone() -> String { L10n.tr(…) }`):
    /// its name, the braces and calls open where it was declared, and where.
    private var accessor: (name: String, depth: Int, calls: Int, start: Int)?

    /// How far a lookup's arguments, or a retry's second lookup, are looked for.
    static let argumentWindow = 600
    /// How far past its name an accessor's lookup is looked for: a generated accessor is one line,
    /// and a literal further on is taken as any other (named), never as only the accessor's.
    static let accessorWindow = 2_000
    /// Words that may stand between `static` and what it declares.
    private static let modifiers: Set<String> = [
        "final", "nonisolated", "override", "public", "internal", "private", "fileprivate", "open",
    ]

    /// Adds one file's text to what its project's files gathered.
    static func scan(_ bytes: [UInt8], into gathered: inout SourceLookups.Gathered) {
        var scanner = LookupScanner(bytes: bytes)
        scanner.run(&gathered)
        gathered.textSetOutlets.formUnion(OutletTextSetters.names(in: bytes, work: &gathered.work))
        gathered.filesRead += 1
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private mutating func run(_ gathered: inout SourceLookups.Gathered) {
        while index < bytes.count {
            let byte = bytes[index]
            gathered.work += 1
            if byte == slash, index + 1 < bytes.count, bytes[index + 1] == slash || bytes[index + 1] == star {
                skipComment()
            } else if byte == quote {
                readLiteral(&gathered)
            } else if isIdentifierStart(byte), !isIdentifierByte(before: index) {
                readIdentifier(&gathered)
            } else {
                if byte == UInt8(ascii: "{") {
                    braceDepth += 1
                } else if byte == UInt8(ascii: "}") {
                    braceDepth -= 1
                    if let open = accessor, braceDepth <= open.depth { accessor = nil }
                    while let open = functions.last, braceDepth <= open.depth { functions.removeLast() }
                } else if byte == 10, let open = accessor, braceDepth == open.depth, openCalls.count <= open.calls {
                    accessor = nil
                } else if byte == UInt8(ascii: "(") {
                    openCall("", &gathered)
                } else if byte == UInt8(ascii: ")") {
                    _ = openCalls.popLast()
                } else if byte == UInt8(ascii: "="), index > 0,
                    bytes[index - 1] == UInt8(ascii: "=") || bytes[index - 1] == UInt8(ascii: "!")
                {
                    comparedSinceLookup = lastLookup != nil
                } else if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+"), atLineStart(index) {
                    readMethodName()
                }
                index += 1
            }
        }
    }

    // MARK: Literals

    /// A literal at `index`: recorded (unless interpolated), and passed to the name after it
    /// (`"key".localized`).
    private mutating func readLiteral(_ gathered: inout SourceLookups.Gathered) {
        // `'"'` is a character, `"""` a multi-line literal (skipped whole: keys are one line).
        if index > 0, bytes[index - 1] == UInt8(ascii: "'") {
            index += 1
            return
        }
        if bytes.holds(tripleQuote, at: index) {
            var end = index + 3
            while end < bytes.count, !bytes.holds(tripleQuote, at: end) { end += 1 }
            gathered.work += end - index
            countInterpolatedNames(from: index + 3, to: min(end, bytes.count), into: &gathered)
            index = end + 3
            return
        }
        let (text, end) = literal(at: index)
        gathered.work += end - index
        let start = index
        index = max(end, index + 1)
        guard let text else {
            countInterpolatedNames(from: start + 1, to: min(end, bytes.count), into: &gathered)
            return
        }
        if let open = accessor, index - open.start > Self.accessorWindow { accessor = nil }
        if let open = accessor, let call = openCalls.last, !call.isEmpty {
            gathered.accessorArguments.append((accessor: open.name, call: call, literal: text))
        } else {
            gathered.literals.insert(text)
        }
        if let call = openCalls.last, !call.isEmpty { gathered.literalArguments[call, default: []].insert(text) }
        if text == "lproj" || text.hasSuffix(".lproj") { lprojSinceLookup = lastLookup != nil && comparedSinceLookup }
        if index < bytes.count, bytes[index] == UInt8(ascii: "."), index + 1 < bytes.count,
            isIdentifierStart(bytes[index + 1])
        {
            let name = identifier(at: index + 1)
            gathered.literalArguments[name, default: []].insert(text)
        }
    }

    /// Counts the names a literal's interpolations use (`"\(StatusView.accessibilityText(…))"`) as
    /// uses like any other: an accessor named only there is still called. Each byte is looked at once.
    private func countInterpolatedNames(from start: Int, to end: Int, into gathered: inout SourceLookups.Gathered) {
        var position = start
        var interpolating = false
        while position < end {
            if bytes[position] == UInt8(ascii: "\\"), position + 1 < end, bytes[position + 1] == UInt8(ascii: "(") {
                interpolating = true
                position += 2
            } else if interpolating, isIdentifierStart(bytes[position]), !isIdentifierByte(before: position) {
                let name = identifier(at: position)
                gathered.identifierCounts[name, default: 0] += 1
                position += max(name.utf8.count, 1)
            } else {
                position += 1
            }
        }
    }

    /// The text of the literal whose opening quote is at `start` (nil when it is interpolated or
    /// not closed on its line), and the position after it.
    private func literal(at start: Int, limit: Int? = nil) -> (text: String?, end: Int) {
        var position = start + 1
        var scalars: [UInt8] = []
        var interpolated = false
        let limit = limit ?? bytes.count
        while position < limit, bytes[position] != quote {
            if bytes[position] == 10 { return (nil, position) }
            if bytes[position] == UInt8(ascii: "\\"), position + 1 < bytes.count {
                switch bytes[position + 1] {
                case UInt8(ascii: "("): interpolated = true
                case UInt8(ascii: "n"): scalars.append(10)
                case UInt8(ascii: "t"): scalars.append(9)
                default: scalars.append(bytes[position + 1])
                }
                position += 2
                continue
            }
            scalars.append(bytes[position])
            position += 1
        }
        guard position < limit else { return (nil, position) }
        return (interpolated ? nil : String(decoding: scalars, as: UTF8.self), position + 1)
    }

    // MARK: Names

    /// A name: a declaration's (`func name`), a lookup, or a call given a literal.
    private mutating func readIdentifier(_ gathered: inout SourceLookups.Gathered) {
        let start = index
        let name = identifier(at: start)
        index = start + name.utf8.count
        gathered.work += name.utf8.count
        let declared = declaring
        declaring = false
        gathered.identifierCounts[name, default: 0] += 1
        if name == "static" {
            staticPending = true
            return
        }
        if name == "func" || name == "var" || name == "let" {
            let next = skipSpaces(from: index)
            let declared = next < bytes.count && isIdentifierStart(bytes[next]) ? identifier(at: next) : ""
            if name == "func", !declared.isEmpty, functions.count < 256 {
                functions.append((declared, braceDepth))
                declaring = true
            }
            if staticPending, !declared.isEmpty {
                accessor = (declared, braceDepth, openCalls.count, next)
                gathered.accessorDeclarations[declared, default: 0] += 1
            }
            staticPending = false
            return
        }
        if !Self.modifiers.contains(name) { staticPending = false }
        if name.hasPrefix("isEqual") || name == "compare" { comparedSinceLookup = lastLookup != nil }
        let implicit = name == "init" && start > 0 && bytes[start - 1] == UInt8(ascii: ".")
        if let lookup = Lookup(name: implicit ? ".init" : name, bytes: bytes, after: index) {
            if !implicit { noteLookup(at: start, in: &gathered) }
            if let (key, end) = literalArgument(at: lookup.keyStart) {
                let defaulted = hasDefaultText(lookup, after: end, work: &gathered.work)
                // `.init("…")` without `defaultValue:` may make anything: not a lookup known to lack one.
                if defaulted {
                    gathered.withDefault.insert(key)
                } else if !implicit {
                    gathered.withoutDefault.insert(key)
                }
            } else if !implicit, !(name == "Text" && startsLabel(at: lookup.keyStart, "verbatim")) {
                // A key not written here: the enclosing function's own argument passed on, or one built.
                if let passed = passedName(at: lookup.keyStart, work: &gathered.work), !function.isEmpty,
                    passed != "self"
                {
                    gathered.passingFunctions.insert(function)
                } else {
                    gathered.buildsKeys = true
                }
            }
        }
        // `name(… "literal" …)` (see ``openCalls``), `[receiver name:@"literal"`.
        if index < bytes.count, bytes[index] == UInt8(ascii: "(") {
            if !declared { noteArgument(of: name, at: index + 1, in: &gathered) }
            openCall(name, &gathered)
            index += 1
        } else if index < bytes.count, bytes[index] == UInt8(ascii: ":") {
            let position = skipSpaces(from: index + 1, newlines: true)
            guard position < bytes.count, bytes[position] == UInt8(ascii: "@") else {
                if !declared { noteArgument(of: name, at: position, in: &gathered) }
                return
            }
            if let (text, _) = literalArgument(at: position) {
                gathered.literalArguments[name, default: []].insert(text)
            }
        }
    }

    /// What a call of `name` is given first, where that is not a literal (a label before it skipped):
    /// a name of the caller's passed on (the caller is then fed as `name` is), or something built.
    private mutating func noteArgument(of name: String, at start: Int, in gathered: inout SourceLookups.Gathered) {
        var position = skipSpaces(from: start, newlines: true)
        if position < bytes.count, isIdentifierStart(bytes[position]) {
            let label = identifier(at: position)
            let after = skipSpaces(from: position + label.utf8.count)
            if after + 1 < bytes.count, bytes[after] == UInt8(ascii: ":"), bytes[after + 1] != UInt8(ascii: ":") {
                position = skipSpaces(from: after + 1, newlines: true)
            }
        }
        gathered.work += position - start
        guard position < bytes.count, bytes[position] != UInt8(ascii: ")") else { return }
        if let (_, end) = literalArgument(at: position) {
            gathered.work += end - position
            return
        }
        if let passed = passedName(at: position, work: &gathered.work), passed != "self" {
            gathered.passedOn[name, default: []].insert(function)
        } else {
            gathered.builtArguments.insert(name)
        }
    }

    /// The name at `position` when it is the whole argument (`key` in `f(key)`, `f(key, …)`, `[o f:key]`);
    /// the bytes looked at are added to `work`.
    private func passedName(at start: Int, work: inout Int) -> String? {
        let position = skipSpaces(from: start, newlines: true)
        work += position - start
        guard position < bytes.count, isIdentifierStart(bytes[position]) else { return nil }
        let name = identifier(at: position)
        let after = skipSpaces(from: position + name.utf8.count, newlines: true)
        work += after - position
        guard after < bytes.count else { return nil }
        let next = bytes[after]
        return next == UInt8(ascii: ",") || next == UInt8(ascii: ")") || next == UInt8(ascii: "]") ? name : nil
    }

    /// Whether the argument at `start` is labelled `label` (`Text(verbatim: …)`, which looks nothing up).
    private func startsLabel(at start: Int, _ label: String) -> Bool {
        let position = skipSpaces(from: start, newlines: true)
        return bytes.holds(Array(label.utf8), at: position) && position + label.utf8.count < bytes.count
            && bytes[position + label.utf8.count] == UInt8(ascii: ":")
    }

    /// Opens a call; a run of unclosed ones is bounded, not kept whole.
    private mutating func openCall(_ name: String, _ gathered: inout SourceLookups.Gathered) {
        if openCalls.count < 256 { openCalls.append(name) }
        if !name.isEmpty, !function.isEmpty { gathered.callers[name, default: []].insert(function) }
    }

    /// A lookup at `position`: the second of one function that compared the first one's result
    /// and then made an `.lproj` bundle makes that function one that retries in another language.
    private mutating func noteLookup(at position: Int, in gathered: inout SourceLookups.Gathered) {
        if let last = lastLookup, last.function == function, !function.isEmpty, lprojSinceLookup,
            position - last.position <= Self.argumentWindow
        {
            gathered.retryingFunctions.insert(function)
        }
        lastLookup = (position, function)
        if !function.isEmpty { gathered.lookupFunctions.insert(function) }
        comparedSinceLookup = false
        lprojSinceLookup = false
    }

    /// `- (NSString *)name…` or `+ (…)name…` at a line's start: an Objective-C method.
    private mutating func readMethodName() {
        var position = skipSpaces(from: index + 1)
        guard position < bytes.count, bytes[position] == UInt8(ascii: "(") else { return }
        let limit = min(bytes.count, position + 120)
        while position < limit, bytes[position] != UInt8(ascii: ")"), bytes[position] != 10 { position += 1 }
        guard position < limit, bytes[position] == UInt8(ascii: ")") else { return }
        position = skipSpaces(from: position + 1)
        if position < bytes.count, isIdentifierStart(bytes[position]) {
            functions = [(identifier(at: position), braceDepth)]
            declaring = true
            // The name is read next (the loop steps past the byte before it): the return type is no call.
            index = position - 1
        }
    }

    // MARK: Arguments

    /// A literal (`"…"` or `@"…"`) at `position` after spaces and line breaks, and the position after it.
    private func literalArgument(at position: Int) -> (String, Int)? {
        var position = skipSpaces(from: position, newlines: true)
        if position < bytes.count, bytes[position] == UInt8(ascii: "@") { position += 1 }
        guard position < bytes.count, bytes[position] == quote, !bytes.holds(tripleQuote, at: position) else {
            return nil
        }
        let (text, end) = literal(at: position)
        return text.map { ($0, end) }
    }

    /// Whether the lookup's arguments after its key pass a default text that is not empty: the
    /// argument so labelled, or the one at its position. Stops at the call's end.
    private func hasDefaultText(_ lookup: Lookup, after start: Int, work: inout Int) -> Bool {
        var position = start
        var depth = 0
        var commas = 0
        let limit = min(bytes.count, start + Self.argumentWindow)
        defer { work += position - start }
        while position < limit {
            let byte = bytes[position]
            if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") {
                depth += 1
            } else if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") {
                if depth == 0 { return false }
                depth -= 1
            } else if byte == quote {
                position = max(literal(at: position, limit: limit).end, position + 1)
                continue
            } else if depth == 0, byte == UInt8(ascii: ","), let argument = lookup.defaultPosition {
                commas += 1
                if commas == argument { return startsText(after: position + 1) }
            } else if depth == 0, isIdentifierStart(byte), !isIdentifierByte(before: position) {
                let name = identifier(at: position)
                position += name.utf8.count
                if lookup.defaultLabels.contains(name), position < bytes.count, bytes[position] == UInt8(ascii: ":") {
                    return startsText(after: position + 1)
                }
                continue
            }
            position += 1
        }
        return false
    }

    /// Whether a literal with some text starts here (`""` and `@""` return the key, as no default).
    private func startsText(after position: Int) -> Bool {
        var position = skipSpaces(from: position, newlines: true)
        if position < bytes.count, bytes[position] == UInt8(ascii: "@") { position += 1 }
        return position + 1 < bytes.count && bytes[position] == quote && bytes[position + 1] != quote
    }

    // MARK: Bytes

    private mutating func skipComment() {
        let block = bytes[index + 1] == star
        index += 2
        while index < bytes.count {
            if block
                ? (bytes[index] == star && index + 1 < bytes.count && bytes[index + 1] == slash) : bytes[index] == 10
            {
                break
            }
            index += 1
        }
        index += block ? 2 : 1
    }

    private func identifier(at start: Int) -> String {
        var end = start
        while end < bytes.count, Self.isIdentifierByte(bytes[end]) { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    private func skipSpaces(from position: Int, newlines: Bool = false) -> Int {
        var position = position
        while position < bytes.count,
            bytes[position] == 32 || bytes[position] == 9
                || (newlines && (bytes[position] == 10 || bytes[position] == 13))
        {
            position += 1
        }
        return position
    }

    private func atLineStart(_ position: Int) -> Bool {
        var before = position - 1
        while before >= 0, bytes[before] == 32 || bytes[before] == 9 { before -= 1 }
        return before < 0 || bytes[before] == 10
    }

    private func isIdentifierStart(_ byte: UInt8) -> Bool {
        Self.isIdentifierByte(byte) && !(byte >= 0x30 && byte <= 0x39)
    }
    private func isIdentifierByte(before position: Int) -> Bool {
        position > 0 && Self.isIdentifierByte(bytes[position - 1])
    }

    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
            || byte == 0x5F || byte >= 0x80
    }

    private let quote = UInt8(ascii: "\""), slash = UInt8(ascii: "/"), star = UInt8(ascii: "*")
    private let tripleQuote = Array("\"\"\"".utf8)
}
