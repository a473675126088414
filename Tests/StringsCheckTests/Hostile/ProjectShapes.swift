/// Generators of the hostile project files of the third round (issue 37), each a shape that made a
/// reader's work or output grow faster than the file: small enough to build in a test, sized by one
/// number so a test can run it at n and 8n.
enum ProjectShapes {
    /// One value of an enum: its display name and that name's ID.
    typealias EnumValue = (display: String, id: String)
    /// A parameter of an enum type and its prompts, each a format string and its ID.
    typealias Parameter = (name: String, enumType: String, prompts: [(text: String, id: String)])

    /// An intent definition (XML property list) with these enums, one intent holding these
    /// parameters, and these `<key>` / `<key>ID` pairs directly in the root dictionary.
    static func intentDefinition(
        enums: [(name: String, values: [EnumValue])], parameters: [Parameter], rootTexts: [(key: String, text: String, id: String)] = []
    ) -> [UInt8] {
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n<key>INEnums</key>\n<array>\n"
        for enumeration in enums {
            xml += "<dict>\n<key>INEnumName</key><string>\(enumeration.name)</string>\n<key>INEnumValues</key>\n<array>\n"
            for value in enumeration.values {
                xml += "<dict><key>INEnumValueDisplayName</key><string>\(value.display)</string>"
                    + "<key>INEnumValueDisplayNameID</key><string>\(value.id)</string>"
                    + "<key>INEnumValueName</key><string>\(value.id.lowercased())</string></dict>\n"
            }
            xml += "</array>\n</dict>\n"
        }
        xml += "</array>\n<key>INIntents</key>\n<array>\n<dict>\n<key>INIntentTitle</key><string>Send</string>\n"
        xml += "<key>INIntentTitleID</key><string>Title1</string>\n<key>INIntentParameters</key>\n<array>\n"
        for parameter in parameters {
            xml += "<dict>\n<key>INIntentParameterName</key><string>\(parameter.name)</string>\n"
            xml += "<key>INIntentParameterEnumType</key><string>\(parameter.enumType)</string>\n"
            xml += "<key>INIntentParameterPromptDialogs</key>\n<array>\n"
            for prompt in parameter.prompts {
                xml += "<dict><key>INIntentParameterPromptDialogFormatString</key><string>\(prompt.text)</string>"
                    + "<key>INIntentParameterPromptDialogFormatStringID</key><string>\(prompt.id)</string></dict>\n"
            }
            xml += "</array>\n</dict>\n"
        }
        xml += "</array>\n</dict>\n</array>\n"
        for text in rootTexts {
            xml += "<key>\(text.key)</key><string>\(text.text)</string>\n<key>\(text.key)ID</key><string>\(text.id)</string>\n"
        }
        xml += "</dict>\n</plist>\n"
        return Array(xml.utf8)
    }

    /// `k` prompts naming one parameter of an enum of `k` values: Xcode keys such a prompt once per
    /// value (`<promptID>-<valueID>`), k² keys from a file of size k.
    static func enumProduct(_ k: Int) -> [UInt8] {
        intentDefinition(
            enums: [(name: "Colour", values: (0..<k).map { ("Colour \($0)", "Val\($0)") })],
            parameters: [(name: "colour", enumType: "Colour", prompts: (0..<k).map { ("Paint it ${colour}, take \($0)?", "Ask\($0)") })])
    }

    /// `count` texts, each beside its ID, in one dictionary: finding each text's entry by scanning
    /// the dictionary made count² comparisons.
    static func textsBesideIDs(_ count: Int) -> [UInt8] {
        intentDefinition(enums: [], parameters: [], rootTexts: (0..<count).map { ("Text\($0)", "Text number \($0)", "Id\($0)") })
    }

    /// `count` parameters of an enum type of one value, each with a prompt naming it: each prompt
    /// used to sort every parameter's name and search its text for each.
    static func manyEnumParameters(_ count: Int) -> [UInt8] {
        intentDefinition(
            enums: [(name: "Mode", values: [("Fast", "Fast1")])],
            parameters: (0..<count).map { (name: "mode\($0)", enumType: "Mode", prompts: [("Which ${mode\($0)} mode?", "Ask\($0)")]) })
    }

    /// An Xcode project of `settingsBlocks` build-settings blocks for `Shared/Info.plist` (so its
    /// size is set apart from the number of components), beside `components` components that all
    /// use that plist: `/r/Shared/M<i>` with an English and a German `InfoPlist.strings`.
    static func projectBesideComponents(_ components: Int, settingsBlocks: Int = 200) -> [String: String] {
        var project = "// !$*UTF8*$!\n{\n\tobjects = {\n"
        for block in 0..<settingsBlocks {
            project += "\t\tB\(block) /* Debug */ = {\n\t\t\tisa = XCBuildConfiguration;\n\t\t\tbuildSettings = {\n"
            project += "\t\t\t\tINFOPLIST_FILE = Shared/Info.plist;\n"
            project += "\t\t\t\tINFOPLIST_KEY_NSCameraUsageDescription = \"Scans receipts (\(block)).\";\n"
            project += "\t\t\t\tINFOPLIST_KEY_Setting\(block) = \"Value \(block)\";\n\t\t\t};\n\t\t};\n"
        }
        project += "\t};\n}\n"
        var files = [
            "/r/App.xcodeproj/project.pbxproj": project,
            "/r/Shared/Info.plist": "<plist version=\"1.0\"><dict><key>CFBundleDisplayName</key><string>Tally</string></dict></plist>",
        ]
        for component in 0..<components {
            files["/r/Shared/M\(component)/en.lproj/InfoPlist.strings"] = "\"CFBundleDisplayName\" = \"Tally\";\n"
            files["/r/Shared/M\(component)/de.lproj/InfoPlist.strings"] = "\"CFBundleDisplayName\" = \"Zählung\";\n"
        }
        return files
    }

    /// `count` bundles, each with its own project, `Info.plist` and `Resources/{en,de}.lproj/InfoPlist.strings`:
    /// each component used to test every plist and every project found.
    static func bundles(_ count: Int) -> [String: String] {
        var files: [String: String] = [:]
        for bundle in 0..<count {
            let root = "/r/B\(bundle)"
            files["\(root)/B\(bundle).xcodeproj/project.pbxproj"] =
                "{\n\tbuildSettings = {\n\t\tINFOPLIST_FILE = Info.plist;\n\t\tINFOPLIST_KEY_NSCameraUsageDescription = \"Camera \(bundle)\";\n\t};\n}\n"
            files["\(root)/Info.plist"] = "<plist version=\"1.0\"><dict><key>CFBundleName</key><string>B\(bundle)</string></dict></plist>"
            files["\(root)/Resources/en.lproj/InfoPlist.strings"] = "\"CFBundleName\" = \"B\(bundle)\";\n"
            files["\(root)/Resources/de.lproj/InfoPlist.strings"] = "\"CFBundleName\" = \"B\(bundle)\";\n"
        }
        return files
    }
}
