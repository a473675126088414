/// What ``XMLReader`` reports, one item at a time, in document order.
///
/// A pull interface rather than a tree: the Interface Builder extractor needs only the current path
/// of elements, so a whole storyboard never has to sit in memory as nodes.
package enum XMLEvent: Equatable, Sendable {
    /// An opening tag (`<a>` or `<a/>`); a self-closing tag is followed by its own ``end``.
    case start(XMLStartTag)
    /// A closing tag, or the end of a self-closing one.
    case end(name: String, offset: Int)
    /// Character data (references decoded, CDATA included, line breaks normalised to LF); only
    /// reported while ``XMLReader/collectsText`` is on.
    case text(String, offset: Int)
}

/// An element's opening tag: its name, its attributes in file order, and where it starts.
package struct XMLStartTag: Equatable, Sendable {
    package var name: String
    package var attributes: [XMLAttribute]
    package var selfClosing: Bool
    /// The byte offset of the `<`.
    package var offset: Int

    /// The decoded value of the attribute called `name`, if the tag has it.
    package func value(_ name: String) -> String? {
        for attribute in attributes where attribute.name == name { return attribute.value }
        return nil
    }
}

/// One `name="value"` of a tag, with the value decoded as an XML parser hands it over.
package struct XMLAttribute: Equatable, Sendable {
    package var name: String
    package var value: String
    /// The byte offset of the attribute's name.
    package var offset: Int
}
