import IVersionSupport
import Strings

/// The texts of an Interface Builder document shown by an object that is an outlet, by the
/// outlet's property name (`<outlet property="footerLabel" destination="0wQ-G1-ZOk"/>` →
/// `0wQ-G1-ZOk.text`), found while ``InterfaceBuilderExtractor`` reads the document.
///
/// When the code that declares the outlet also sets what it shows (``OutletTextSetters``), the
/// document's text is a placeholder no user reads (see ``LocalizedTable/take(_:)``).
struct OutletTexts: Sendable {
    /// Each outlet's property name → the keys of the texts its object shows.
    private(set) var keysByOutlet: [String: Set<String>] = [:]

    /// The properties that are what an object shows: a label's or text view's `text`, a button's
    /// `normalTitle`, a cell's or item's `title` (a text field's, through its cell).
    private static let shownProperties: Set<String> = ["text", "title", "normalTitle"]

    /// Outlets as read: property name and destination object id.
    private var outlets: [(property: String, destination: String)] = []
    /// A control's cell (`<textFieldCell key="cell" id=…>`) → the control, the outlet's destination.
    private var controlOfCell: [String: String] = [:]

    /// Notes an element's start tag.
    /// - Parameters:
    ///   - tag: The start tag.
    ///   - enclosingObject: The id of the nearest object enclosing the element.
    mutating func opened(_ tag: XMLStartTag, enclosingObject: String?) {
        if tag.name == "outlet", let property = tag.value("property"), let destination = tag.value("destination") {
            outlets.append((property, destination))
        } else if tag.value("key") == "cell", let id = tag.value("id"), let enclosingObject {
            controlOfCell[id] = enclosingObject
        }
    }

    /// Pairs the outlets with the texts, once the document is read.
    /// - Parameters:
    ///   - entries: The document's texts.
    ///   - objects: Each entry's object id, in the same order.
    mutating func finish(entries: [StringsEntry], objects: [String]) {
        guard !outlets.isEmpty else { return }
        var shownByObject: [String: Set<String>] = [:]
        for (entry, object) in zip(entries, objects) {
            let property = entry.key.utf8.dropFirst(object.utf8.count + 1)
            guard Self.shownProperties.contains(String(decoding: property, as: UTF8.self)) else { continue }
            shownByObject[controlOfCell[object] ?? object, default: []].insert(entry.key)
        }
        for (property, destination) in outlets {
            guard let keys = shownByObject[destination] else { continue }
            keysByOutlet[property, default: []].formUnion(keys)
        }
    }
}
