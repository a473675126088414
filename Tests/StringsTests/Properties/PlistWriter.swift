import IVersionSupport
import PropertySupport
@testable import Strings

/// A test-side writer of XML property lists holding a strings table, varying what XML allows:
/// entities or raw `>`, decimal and hex character references, CDATA sections, comments and
/// whitespace between elements, `<string/>` for empty strings, with and without the prolog.
enum PlistWriter {
    static func write(_ table: WrittenTable, _ g: inout SplitMix64) -> String {
        var out = ""
        if g.chance(0.8) { out += #"<?xml version="1.0" encoding="UTF-8"?>"# + space(&g) }
        if g.chance(0.7) {
            out += #"<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">"# + space(&g)
        }
        out += #"<plist version="1.0">"# + space(&g) + "<dict>" + space(&g)
        for entry in table.entries {
            out += element("key", entry.key, &g) + space(&g) + element("string", entry.value, &g) + space(&g)
        }
        return out + "</dict>" + space(&g) + "</plist>" + (g.chance(0.5) ? "\n" : "")
    }

    private static func element(_ name: String, _ text: String, _ g: inout SplitMix64) -> String {
        if text.isEmpty, g.chance(0.5) { return "<\(name)/>" }
        var out = "<\(name)>"
        var cdata: String?  // an open CDATA section's content
        for scalar in text.unicodeScalars {
            let mustEscape = scalar == "<" || scalar == "&" || scalar == "\r" || (scalar.value < 0x20 && scalar != "\n" && scalar != "\t")
            if cdata != nil, !mustEscape, !(scalar == ">" && cdata!.hasSuffix("]]")), g.chance(0.9) {
                cdata!.unicodeScalars.append(scalar)
                continue
            }
            if let open = cdata { out += "<![CDATA[" + open + "]]>"; cdata = nil }
            if !mustEscape, scalar != ">", g.chance(0.05) { cdata = String(scalar); continue }
            out += escaped(scalar, force: mustEscape, &g)
        }
        if let open = cdata { out += "<![CDATA[" + open + "]]>" }
        if g.chance(0.05) { out += "<!-- inside -->" }
        return out + "</\(name)>"
    }

    /// `<` and `&` as entities or references; CR and other controls as references (XML would turn a
    /// raw CR into LF); anything else raw or, at random, as a reference.
    private static func escaped(_ scalar: Unicode.Scalar, force: Bool, _ g: inout SplitMix64) -> String {
        let entities: [Unicode.Scalar: String] = ["<": "&lt;", "&": "&amp;", ">": "&gt;", "\"": "&quot;", "'": "&apos;"]
        if let entity = entities[scalar], force || g.chance(0.3), g.chance(0.7) { return entity }
        // XML 1.0 has no reference for most controls (the reader refuses `&#27;`): those stay raw.
        if (force || g.chance(0.05)), XMLReader.isXMLCharacter(scalar.value) {
            return g.chance(0.5) ? "&#\(scalar.value);" : "&#x\(String(scalar.value, radix: 16, uppercase: g.chance(0.5)));"
        }
        return String(scalar)
    }

    private static func space(_ g: inout SplitMix64) -> String {
        g.pick(["", "\n", "\n\t", "  ", "\r\n", "\n<!-- a comment -->\n"])
    }
}
