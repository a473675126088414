import IVersionSupport

/// The Interface Builder outlets whose text a source file sets: a name the file declares as an
/// outlet (`@IBOutlet weak var footerLabel: UILabel!`, `@property IBOutlet NSTextField *status;`)
/// and whose shown text it assigns (`footerLabel.text = …`, `status.stringValue = …`,
/// `button.setTitle(…, for: .normal)`).
///
/// The text Interface Builder holds for such an object is a placeholder: the code puts its own
/// in its place when the view loads or a cell is filled, so no user reads the document's text or
/// any language's translation of it. Declaration and assignment must be in one file, which is
/// where a view controller or cell both declares its outlets and fills them; a name assigned only
/// elsewhere may be another class's outlet of the same name, and is left asked for.
enum OutletTextSetters {
    /// The names one file both declares as outlets and assigns a shown text to.
    /// - Parameters:
    ///   - bytes: The file's text.
    ///   - work: Bytes examined, added to: each search is linear and each look-around bounded.
    static func names(in bytes: [UInt8], work: inout Int) -> Set<String> {
        guard bytes.contains(bytes: outletMarker) else { return [] }
        var declared: Set<String> = []
        var start = 0
        while let found = bytes[start...].firstRange(ofBytes: outletMarker) {
            // The next marker is looked for after the declaration read, so no byte is read twice.
            let (name, end) = declaration(in: bytes, after: found.upperBound, work: &work)
            if let name { declared.insert(name) }
            start = end
        }
        work += bytes.count
        guard !declared.isEmpty else { return [] }
        var assigned: Set<String> = []
        for property in setters {
            var from = 0
            while let found = bytes[from...].firstRange(ofBytes: property.member) {
                from = found.upperBound
                guard property.isCall || isAssignment(in: bytes, at: found.upperBound, work: &work),
                    let name = receiver(in: bytes, before: found.lowerBound, work: &work),
                    declared.contains(name)
                else { continue }
                assigned.insert(name)
            }
            work += bytes.count
        }
        return assigned
    }

    private static let outletMarker = "IBOutlet"

    /// The members that set what an outlet shows: UIKit's and AppKit's texts and titles, as a
    /// property assigned or a setter called.
    private static let setters: [(member: String, isCall: Bool)] =
        [".text", ".attributedText", ".title", ".stringValue", ".attributedStringValue", ".attributedTitle"]
        .map { ($0, false) }
        + [".setTitle(", ".setAttributedTitle(", " setStringValue:", " setTitle:", " setText:"].map { ($0, true) }

    /// How far a declaration's name or an assignment's receiver is looked for: a line's worth,
    /// so that many markers on one line cost no more than the line.
    private static let window = 160

    /// The name an `IBOutlet` marker declares (Swift's after `var`/`let`, Objective-C's after the
    /// last `*` before the `;`), and where its declaration ends.
    private static func declaration(in bytes: [UInt8], after position: Int, work: inout Int) -> (String?, end: Int) {
        let end = min(bytes.count, position + window)
        var index = position
        var afterKeyword: Int?
        var afterStar: Int?
        while index < end, bytes[index] != UInt8(ascii: ";"), bytes[index] != UInt8(ascii: "\n") {
            if bytes[index] == UInt8(ascii: "*") { afterStar = index + 1 }
            if afterKeyword == nil,
                index + 4 <= end, bytes.holds("var ".utf8, at: index) || bytes.holds("let ".utf8, at: index),
                !LookupScanner.isIdentifierByte(bytes[index - 1])
            {
                afterKeyword = index + 4
            }
            index += 1
        }
        work += index - position
        guard let from = afterKeyword ?? afterStar, from < index else { return (nil, index) }
        return (identifier(in: bytes[from..<index]), index)
    }

    /// The identifier that starts `bytes`, past spaces.
    private static func identifier(in bytes: ArraySlice<UInt8>) -> String? {
        let name = bytes.drop { $0 == UInt8(ascii: " ") }.prefix(while: LookupScanner.isIdentifierByte)
        return name.isEmpty ? nil : String(decoding: name, as: UTF8.self)
    }

    /// Whether `=` (and not `==`) follows, past spaces, and no identifier continues the member.
    private static func isAssignment(in bytes: [UInt8], at position: Int, work: inout Int) -> Bool {
        var index = position
        if index < bytes.count, LookupScanner.isIdentifierByte(bytes[index]) { return false }
        while index < bytes.count, index < position + window, bytes[index] == UInt8(ascii: " ") { index += 1 }
        work += index - position
        return index < bytes.count && bytes[index] == UInt8(ascii: "=")
            && (index + 1 == bytes.count || bytes[index + 1] != UInt8(ascii: "="))
    }

    /// The name a member is read on: `footerLabel` in `footerLabel.text`, `self.footerLabel?.text`,
    /// `_footerLabel.text` (an Objective-C instance variable) and `[footerLabel setTitle:`.
    private static func receiver(in bytes: [UInt8], before position: Int, work: inout Int) -> String? {
        var end = position
        while end > 0, end > position - 2, bytes[end - 1] == UInt8(ascii: "?") || bytes[end - 1] == UInt8(ascii: "!") {
            end -= 1
        }
        var start = end
        while start > 0, start > end - window, LookupScanner.isIdentifierByte(bytes[start - 1]) { start -= 1 }
        work += position - start
        guard start < end else { return nil }
        let name = bytes[start..<end].drop { $0 == UInt8(ascii: "_") }
        return name.isEmpty ? nil : String(decoding: name, as: UTF8.self)
    }
}
