/// XLIFF 1.2 shaped as Xcode's *Export Localizations* writes it (the header, `datatype="plaintext"`,
/// `xml:space="preserve"`, two-space indent), for the XLIFF suites.
enum XLIFF {
    /// A whole document of these `<file>` elements.
    static func document(_ files: String...) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" version="1.2" xsi:schemaLocation="urn:oasis:names:tc:xliff:document:1.2 http://docs.oasis-open.org/xliff/v1.2/os/xliff-core-1.2-strict.xsd">
        \(files.joined(separator: "\n"))
        </xliff>

        """
    }

    /// One `<file>`: its header and these trans-units.
    static func file(_ original: String, target: String = "de", _ units: String...) -> String {
        """
          <file original="\(original)" source-language="en" target-language="\(target)" datatype="plaintext">
            <header>
              <tool tool-id="com.apple.dt.xcode" tool-name="Xcode" tool-version="15.2" build-num="15C500b"/>
            </header>
            <body>
        \(units.joined(separator: "\n"))
            </body>
          </file>
        """
    }

    /// One trans-unit; `target` nil leaves the target out, `state` nil writes none (Xcode 10 wrote none).
    static func unit(_ id: String, _ source: String, _ target: String?, state: String? = "translated", note: String? = nil) -> String {
        var lines = ["      <trans-unit id=\"\(id)\" xml:space=\"preserve\">", "        <source>\(source)</source>"]
        if let target { lines.append("        <target\(state.map { " state=\"\($0)\"" } ?? "")>\(target)</target>") }
        lines.append(note.map { "        <note>\($0)</note>" } ?? "        <note/>")
        lines.append("      </trans-unit>")
        return lines.joined(separator: "\n")
    }
}
