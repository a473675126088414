import PropertySupport

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The files of a project under check, read by `strings-check` as a process (its CPU time, peak memory
/// and output measured by the kernel): each shape is one the hostile rounds found growing faster than
/// its input, or the plain shape of its kind at a size no real project reaches.
enum StringsCheckReaders {
    static let loading = [
        "Sources/StringsCheck/Loading/TableLoader.swift", "Sources/StringsCheck/Loading/LocalizedTable.swift",
        "Sources/StringsCheck/Checking/Checker.swift", "Sources/strings-check/StringsCheckCommand.swift",
        "Sources/StringsCheck/FileAccess/FileSystem.swift",
    ]

    /// The readers of files outside the `.lproj` folders that declare tables' keys.
    static let declaring = [
        "Sources/StringsCheck/Discovery/SettingsBundleBase.swift",
        "Sources/StringsCheck/Discovery/DeclaredTableFinder.swift",
    ]

    static let cases: [ScalingCase] =
        [
            command(
                "strings-check: .strings", "n keys in the base, every other one missing from a translation",
                loading + [
                    "Sources/Strings/Formats/StringsFileParser.swift", "Sources/Strings/Lookup/StringsBundle.swift",
                    "Sources/Strings/Lookup/StringsBundle+Files.swift",
                    "Sources/Strings/Lookup/StringsFileSource.swift",
                ],
                unit: 2_000
            ) { n, tree in
                try tree.write(
                    "App/en.lproj/Localizable.strings",
                    (0..<n).map { "\"key.\($0)\" = \"Value %@ number \($0)\";\n" }.joined())
                try tree.write(
                    "App/de.lproj/Localizable.strings",
                    stride(from: 0, to: n, by: 2).map { "\"key.\($0)\" = \"Wert %@ Nummer \($0)\";\n" }.joined())
            },
            command(
                "strings-check: .stringsdict", "n plural entries, each with two variables",
                loading + [
                    "Sources/Strings/Plurals/StringsdictDecoder.swift",
                    "Sources/Strings/Formats/PropertyList/PropertyListReader.swift",
                ],
                unit: 500
            ) { n, tree in
                for language in ["en", "de"] {
                    let entries = (0..<n).map { index in
                        "<key>files.\(index)</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@files@ in %#@folders@</string>"
                            + variable("files", "d") + variable("folders", "ld") + "</dict>"
                    }
                    try tree.write("App/\(language).lproj/Localizable.stringsdict", plist(entries.joined()))
                }
            },
            command(
                "strings-check: .stringsdict", "one format key with n variables",
                loading + ["Sources/Strings/Plurals/StringsdictDecoder.swift"],
                unit: 500
            ) { n, tree in
                for language in ["en", "de"] {
                    let format = (0..<n).map { "%#@v\($0)@" }.joined(separator: " ")
                    let entry =
                        "<key>many</key><dict><key>NSStringLocalizedFormatKey</key><string>\(format)</string>"
                        + (0..<n).map { variable("v\($0)", "d") }.joined() + "</dict>"
                    try tree.write("App/\(language).lproj/Localizable.stringsdict", plist(entry))
                }
            },
            command(
                "strings-check: .xcstrings", "n keys, each with two substitutions by argNum",
                loading + ["Sources/Strings/Formats/StringCatalogDecoder.swift"], unit: 300
            ) { n, tree in
                try tree.write("App/Localizable.xcstrings", catalog(keys: n, substitutionsPerKey: 2))
            },
            command(
                "strings-check: .xcstrings", "one key with n substitutions",
                loading + ["Sources/Strings/Formats/StringCatalogDecoder.swift"],
                unit: 300
            ) { n, tree in
                try tree.write("App/Localizable.xcstrings", catalog(keys: 1, substitutionsPerKey: n))
            },
            command(
                "strings-check: Interface Builder", "a storyboard of n labels, a translation that lacks them all",
                loading + ["Sources/StringsCheck/InterfaceBuilder/InterfaceBuilderStrings.swift"], unit: 500
            ) { n, tree in
                let labels = (0..<n).map { #"<label text="Label \#($0)" id="L\#($0)-ab-cde"/>"# }.joined()
                try tree.write(
                    "App/Base.lproj/Main.storyboard",
                    #"<?xml version="1.0" encoding="UTF-8"?><document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"><scenes><scene><objects><view>\#(labels)</view></objects></scene></scenes></document>"#
                )
                try tree.write("App/de.lproj/Main.strings", "\"L0-ab-cde.text\" = \"Etikett\";\n")
            },
            // At every size the harness reaches, n values × n prompts is past the text budget (twice the file, at
            // least 1 MiB): the file is refused at the text that crossed it, having expanded no further.
            // A table a xib names as a predicate editor's formatting strings: its rows share one skeleton, as an editor's
            // row templates do, and each key the translation adds splits a base key without covering it (still missing).
            command(
                "strings-check: predicate editor formatting",
                "n keys missing from a translation, n keys of its own splitting them",
                loading + ruleEditor, unit: 200
            ) { n, tree in
                try tree.write("App/Base.lproj/Editor.xib", predicateEditorDocument(naming: "Rules", labels: 1))
                try tree.write(
                    "App/Base.lproj/Rules.strings",
                    (0..<n).map {
                        #""%[Field \#($0),Alias \#($0)]@ %[is,contains]@ %@" = "%1$[Field \#($0),Alias \#($0)]@ %2$[is,contains]@ %3$@";\#n"#
                    }.joined())
                try tree.write(
                    "App/de.lproj/Rules.strings",
                    (0..<n).map {
                        #""%[Field \#($0)]@ %[is,contains]@ %@" = "%1$[Feld \#($0)]@ %2$[ist,enthält]@ %3$@";\#n"#
                    }.joined())
            },
            // Every Interface Builder document in every .lproj is looked at for the tables it names, beside the
            // Base.lproj ones read as bases.
            command(
                "strings-check: predicate editor formatting",
                "n Interface Builder documents in Base.lproj and n in a language's folder",
                loading + ruleEditor, unit: 400
            ) { n, tree in
                for index in 0..<n {
                    try tree.write("App/Base.lproj/V\(index).xib", predicateEditorDocument(naming: "Rules", labels: 4))
                    try tree.write(
                        "App/fr.lproj/W\(index).xib", predicateEditorDocument(naming: "Rules\(index)", labels: 4))
                }
                try tree.write("App/Base.lproj/Rules.strings", "\"%[All,Any]@ of these\" = \"%[All,Any]@ of these\";\n")
                try tree.write("App/de.lproj/Rules.strings", "\"%[All]@ of these\" = \"%1$[Alle]@ davon\";\n")
            },
            command(
                "strings-check: .intentdefinition", "n enum values and n prompts on a parameter of that enum",
                loading + ["Sources/StringsCheck/Loading/IntentDefinitionStrings.swift"], unit: 400
            ) { n, tree in
                try tree.write("Intent/Base.lproj/Intents.intentdefinition", intentDefinition(values: n, prompts: n))
                try tree.write("Intent/de.lproj/Intents.strings", "\"Tit001\" = \"Senden\";\n")
            },
            command(
                "strings-check: .intentdefinition", "n prompts, each naming a parameter of its own",
                loading + ["Sources/StringsCheck/Loading/IntentDefinitionStrings.swift"], unit: 200
            ) { n, tree in
                try tree.write("Intent/Base.lproj/Intents.intentdefinition", intentParameters(n))
                try tree.write("Intent/de.lproj/Intents.strings", "\"Tit001\" = \"Senden\";\n")
            },
            command(
                "strings-check: project.pbxproj",
                "n components under a project of n build-setting blocks naming their Info.plist",
                loading + [
                    "Sources/StringsCheck/Discovery/DevelopmentRegions.swift",
                    "Sources/StringsCheck/Discovery/TablePlanner.swift",
                    "Sources/StringsCheck/Discovery/LocalizationScanner.swift",
                    "Sources/StringsCheck/Discovery/XcodeBuildSettings.swift",
                    "Sources/StringsCheck/Discovery/ScopeIndex.swift",
                ], unit: 40
            ) { n, tree in
                // Every component's InfoPlist.strings asks for the project's settings: read once, or once per component
                // (the settings are not Info.plist keys, so the base stays one key whatever n is).
                try anchor(&tree)
                var project = "// !$*UTF8*$!\n{\n\tobjects = {\n"
                for block in 0..<(n * 4) {
                    project +=
                        "\t\tB\(block) /* Debug */ = {\n\t\t\tisa = XCBuildConfiguration;\n\t\t\tbuildSettings = {\n"
                    project +=
                        "\t\t\t\tINFOPLIST_FILE = Shared/Info.plist;\n\t\t\t\tPRODUCT_NAME = \"Product \(block)\";\n"
                    project += "\t\t\t\tOTHER_SWIFT_FLAGS = \"-D FLAG_\(block)\";\n\t\t\t};\n\t\t};\n"
                }
                try tree.write(
                    "App.xcodeproj/project.pbxproj",
                    project + "\t\tROOT = {isa = PBXProject; developmentRegion = en; };\n\t};\n}\n")
                try tree.write("Shared/Info.plist", plist("<key>CFBundleDisplayName</key><string>Tally</string>"))
                for index in 0..<n {
                    try tree.write(
                        "Shared/M\(index)/en.lproj/InfoPlist.strings", "\"CFBundleDisplayName\" = \"Tally\";\n")
                    try tree.write(
                        "Shared/M\(index)/de.lproj/InfoPlist.strings", "\"CFBundleDisplayName\" = \"Zählung\";\n")
                }
            },
            command(
                "strings-check: project.pbxproj groups",
                "n groups, each a folder with a variant group of two languages and a third folder no group references",
                loading + [
                    "Sources/StringsCheck/Discovery/ProjectMembership.swift",
                    "Sources/StringsCheck/Discovery/ProjectReferences.swift",
                    "Sources/StringsCheck/Discovery/XcodeProjectObjects.swift",
                    "Sources/StringsCheck/Discovery/BundleLanguages.swift",
                ],
                unit: 100
            ) { n, tree in
                // Each reference is placed through its group chain: the unreferenced folders are one note each, at any n.
                try anchor(&tree)
                var objects = ["\t\tROOT = {isa = PBXProject; mainGroup = G; knownRegions = (en, de, Base); };"]
                var groups = ["A"]
                objects.append("\t\tA = {isa = PBXGroup; children = (AV); path = Anchor; sourceTree = \"<group>\"; };")
                objects.append(
                    "\t\tAV = {isa = PBXVariantGroup; children = (AE, AD); name = Anchor.strings; sourceTree = \"<group>\"; };"
                )
                objects.append(
                    "\t\tAE = {isa = PBXFileReference; path = en.lproj/Anchor.strings; sourceTree = \"<group>\"; };")
                objects.append(
                    "\t\tAD = {isa = PBXFileReference; path = de.lproj/Anchor.strings; sourceTree = \"<group>\"; };")
                for index in 0..<n {
                    groups.append("M\(index)")
                    objects.append(
                        "\t\tM\(index) = {isa = PBXGroup; children = (V\(index)); path = M\(index); sourceTree = \"<group>\"; };"
                    )
                    objects.append(
                        "\t\tV\(index) = {isa = PBXVariantGroup; children = (E\(index), D\(index)); name = T.strings; sourceTree = \"<group>\"; };"
                    )
                    objects.append(
                        "\t\tE\(index) = {isa = PBXFileReference; path = en.lproj/T.strings; sourceTree = \"<group>\"; };"
                    )
                    objects.append(
                        "\t\tD\(index) = {isa = PBXFileReference; path = de.lproj/T.strings; sourceTree = \"<group>\"; };"
                    )
                    try tree.write("M\(index)/en.lproj/T.strings", "\"k\" = \"Value\";\n")
                    try tree.write("M\(index)/de.lproj/T.strings", "\"k\" = \"Wert\";\n")
                    try tree.write("M\(index)/fr.lproj/T.strings", "\"k\" = \"\";\n")
                }
                objects.append(
                    "\t\tG = {isa = PBXGroup; children = (\(groups.joined(separator: ", "))); sourceTree = \"<group>\"; };"
                )
                try tree.write(
                    "App.xcodeproj/project.pbxproj",
                    "// !$*UTF8*$!\n{\n\tobjects = {\n\(objects.joined(separator: "\n"))\n\t};\n\trootObject = ROOT;\n}\n"
                )
            },
            command(
                "strings-check: tables", "n tables in the base, n languages that each hold one of them",
                loading + ["Sources/StringsCheck/Checking/WorkPlan.swift"], unit: 40
            ) { n, tree in
                try anchor(&tree)
                for index in 0..<n {
                    try tree.write("App/en.lproj/T\(index).strings", "\"k\" = \"Value\";\n")
                    try tree.write("App/\(privateUseLanguage(index)).lproj/T\(index).strings", "\"k\" = \"Wert\";\n")
                }
            },
            command(
                "strings-check: Info.plist", "n bundles, each with an Info.plist and its InfoPlist.strings",
                loading + ["Sources/StringsCheck/Discovery/InfoPlistBase.swift"], unit: 100
            ) { n, tree in
                try anchor(&tree)
                for index in 0..<n {
                    try tree.write(
                        "Bundle\(index)/Info.plist",
                        plist(
                            "<key>CFBundleDevelopmentRegion</key><string>en</string><key>CFBundleDisplayName</key><string>App \(index)</string>"
                        ))
                    try tree.write("Bundle\(index)/de.lproj/InfoPlist.strings", "\"CFBundleDisplayName\" = \"App\";\n")
                }
            },
            command(
                "strings-check: Settings bundle",
                "a Root.plist of n settings, each with a title, a choice and a footer, a translation lacking them",
                loading + declaring, unit: 500
            ) { n, tree in
                try anchor(&tree)
                let specifiers = (0..<n).map { index in
                    "<dict><key>Type</key><string>PSMultiValueSpecifier</string><key>Title</key><string>Setting \(index)</string>"
                        + "<key>Titles</key><array><string>Choice \(index)</string></array><key>FooterText</key><string>Footer \(index)</string></dict>"
                }.joined()
                try tree.write(
                    "App/Settings.bundle/Root.plist",
                    plist(
                        "<key>StringsTable</key><string>Root</string><key>PreferenceSpecifiers</key><array>\(specifiers)</array>"
                    ))
                try tree.write("App/Settings.bundle/de.lproj/Root.strings", "\"Setting 0\" = \"Einstellung\";\n")
            },
            command(
                "strings-check: Settings bundle",
                "a chain of n child panes, each opening the next, each with a table of its own",
                loading + declaring, unit: 50
            ) { n, tree in
                try anchor(&tree)
                for index in 0...n {
                    let name = index == 0 ? "Root" : "Pane\(index)"
                    let child =
                        "<dict><key>Type</key><string>PSChildPaneSpecifier</string><key>Title</key><string>Next \(index)</string>"
                        + "<key>File</key><string>Pane\(index + 1)</string></dict>"
                    try tree.write(
                        "App/Settings.bundle/\(name).plist",
                        plist("<key>PreferenceSpecifiers</key><array>\(child)</array>"))
                    try tree.write("App/Settings.bundle/de.lproj/\(name).strings", "\"Next \(index)\" = \"Weiter\";\n")
                }
            },
            command(
                "strings-check: .intentdefinition outside .lproj",
                "n targets in one project, each with a definition beside its Intents table",
                loading + declaring + ["Sources/StringsCheck/Loading/IntentDefinitionStrings.swift"], unit: 50
            ) { n, tree in
                try anchor(&tree)
                try tree.write("App.xcodeproj/project.pbxproj", "// !$*UTF8*$!\n{ objects = { }; }\n")
                for index in 0..<n {
                    try tree.write("Target\(index)/Intents.intentdefinition", intentParameters(1))
                    try tree.write("Target\(index)/de.lproj/Intents.strings", "\"Tit001\" = \"Senden\";\n")
                }
            },
            ScalingCase(
                reader: "strings-check --baseline", shape: "a baseline of n findings, none fixed",
                sources: [
                    "Sources/StringsCheck/Baseline/Baseline.swift", "Sources/StringsCheck/Baseline/BaselineFile.swift",
                ],
                runner: .command, unit: 1_000
            ) { n in
                try PackageCommand.sample(.stringsCheck, ["--baseline", "{root}/baseline.json", "{root}/App"]) { tree in
                    try tree.write(
                        "App/en.lproj/Localizable.strings",
                        (0..<n).map { "\"key.\($0)\" = \"Value \($0)\";\n" }.joined())
                    try tree.write("App/de.lproj/Localizable.strings", "\"key.0\" = \"Wert\";\n")
                    // Recorded by the command itself (not timed), as a project records it.
                    _ = try ChildUsage.run(
                        PackageCommand.stringsCheck.path, ["--write-baseline", "baseline.json", "App"],
                        in: tree.root.path)
                    tree.count(file: "baseline.json")
                }
            },
        ] + xliff + sources

    /// The readers of a rule editor's formatting strings: the documents naming the tables, and the splits of their keys.
    static let ruleEditor = [
        "Sources/StringsCheck/InterfaceBuilder/RuleEditorFormatting.swift",
        "Sources/StringsCheck/InterfaceBuilder/RuleEditorSplits.swift",
        "Sources/StringsCheck/InterfaceBuilder/InterfaceBuilderDocuments.swift",
        "Sources/StringsCheck/InterfaceBuilder/InterfaceBuilderStrings.swift",
        "Sources/StringsCheck/Checking/CheckContext.swift",
    ]

    /// A xib of `labels` labels and a predicate editor whose formatting strings are table `table`.
    static func predicateEditorDocument(naming table: String, labels: Int) -> String {
        let labels = (0..<labels).map {
            #"<textField id="T\#($0)-ab-cde"><textFieldCell key="cell" title="Label \#($0)" id="C\#($0)-ab-cde"/></textField>"#
        }.joined()
        return
            #"<?xml version="1.0" encoding="UTF-8"?><document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0"><objects><customView id="V0-ab-cde"><subviews>"#
            + labels
            + #"<predicateEditor formattingStringsFilename="\#(table)" id="P0-ab-cde"/></subviews></customView></objects></document>"#
    }

    static let xliffSources = [
        "Sources/StringsCheck/Loading/XLIFFDocument.swift", "Sources/StringsCheck/Loading/XLIFFTables.swift",
        "Sources/StringsCheck/Discovery/LocalizationScanner.swift",
    ]

    /// XLIFF exports and the migration check: units, plural groups, tables, and a catalog beside `.lproj` tables.
    static let xliff: [ScalingCase] = [
        command(
            "strings-check: .xliff", "n trans-units and n stringsdict plural groups, every other target missing",
            loading + xliffSources, unit: 1_000
        ) { n, tree in
            let units = (0..<n).map { index in
                let target = index.isMultiple(of: 2) ? "<target state=\"translated\">Wert %@ \(index)</target>" : ""
                return "<trans-unit id=\"key.\(index)\"><source>Value %@ \(index)</source>\(target)</trans-unit>"
                    + "<trans-unit id=\"/p.\(index):dict/n:dict/one:dict/:string\"><source>%d item</source><target>%d Element</target></trans-unit>"
                    + "<trans-unit id=\"/p.\(index):dict/n:dict/other:dict/:string\"><source>%d items</source><target>%d Elemente</target></trans-unit>"
            }.joined()
            try tree.write("Export/de.xliff", xliffDocument(files: [("App/en.lproj/Localizable.strings", units)]))
        },
        command(
            "strings-check: .xliff", "n <file> elements of one unit each (n tables)", loading + xliffSources, unit: 300
        ) { n, tree in
            try tree.write(
                "Export/de.xliff",
                xliffDocument(
                    files: (0..<n).map { index in
                        (
                            "App/en.lproj/T\(index).strings",
                            "<trans-unit id=\"k\"><source>Value</source><target>Value</target></trans-unit>"
                        )
                    }))
        },
        command("strings-check: .xliff", "one plural key with n variables", loading + xliffSources, unit: 300) {
            n, tree in
            let format = (0..<n).map { "%#@v\($0)@" }.joined(separator: " ")
            let units =
                "<trans-unit id=\"/k:dict/NSStringLocalizedFormatKey:dict/:string\"><source>\(format)</source><target>\(format)</target></trans-unit>"
                + (0..<n).map {
                    "<trans-unit id=\"/k:dict/v\($0):dict/other:dict/:string\"><source>%d items</source><target>%d Elemente</target></trans-unit>"
                }.joined()
            try tree.write("Export/de.xliff", xliffDocument(files: [("App/en.lproj/Localizable.stringsdict", units)]))
        },
        command(
            "strings-check: migration-loss",
            "n translations in de.lproj, a String Catalog beside them that carries none",
            loading + [
                "Sources/StringsCheck/Checking/MigrationUnit.swift",
                "Sources/StringsCheck/Rules/MigrationLossRule.swift",
                "Sources/Strings/Formats/StringCatalogDecoder.swift",
            ], unit: 1_000
        ) { n, tree in
            try tree.write(
                "App/en.lproj/Localizable.strings", (0..<n).map { "\"key.\($0)\" = \"Value \($0)\";\n" }.joined())
            try tree.write(
                "App/de.lproj/Localizable.strings", (0..<n).map { "\"key.\($0)\" = \"Wert \($0)\";\n" }.joined())
            try tree.write("App/Localizable.xcstrings", catalog(keys: 1, substitutionsPerKey: 1))
        },
    ]

    static func xliffDocument(files: [(original: String, units: String)]) -> String {
        #"<?xml version="1.0" encoding="UTF-8"?><xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">"#
            + files.map {
                #"<file original="\#($0.original)" source-language="en" target-language="de" datatype="plaintext"><body>\#($0.units)</body></file>"#
            }.joined()
            + "</xliff>"
    }

    /// `--sources`: n lookups of keys the base lacks, in every output format.
    static let sources: [ScalingCase] = ["text", "json", "sarif", "github", "xcode"].map { format in
        command(
            "strings-check --sources (\(format))", "one source file of n lookups of undefined keys",
            ["Sources/StringsCheck/Usage/SourceKeyScanner.swift", "Sources/StringsCheck/Checking/CheckContext.swift"],
            arguments: ["--sources", "{root}/Sources", "--format", format, "{root}/App"],
            unit: 2_000
        ) { n, tree in
            try tree.write("App/en.lproj/Localizable.strings", "\"known\" = \"Known\";\n")
            try tree.write(
                "Sources/View.swift",
                (0..<n).map { "let s\($0) = NSLocalizedString(\"undefined.\($0)\", comment: \"\")\n" }.joined())
        }
    }

    static func command(
        _ reader: String, _ shape: String, _ sources: [String], arguments: [String] = ["{root}"], unit: Int,
        build: @escaping @Sendable (Int, inout ScratchTree) throws -> Void
    ) -> ScalingCase {
        ScalingCase(reader: reader, shape: shape, sources: sources, runner: .command, unit: unit) { n in
            try PackageCommand.sample(.stringsCheck, arguments) { try build(n, &$0) }
        }
    }

    /// A distinct, well-formed language tag per index: ISO 639's private-use codes `qaa`…`qtz`, then the same
    /// with a numeric region (`qaa-101`).
    static func privateUseLanguage(_ index: Int) -> String {
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        let code = "q" + String(letters[(index % 520) / 26]) + String(letters[index % 26])
        return index < 520 ? code : "\(code)-\(100 + index / 520)"
    }

    /// One translated table, so that the tree of a shape at size 0 is still a project with something to check
    /// (a run that finds no table at all is an input error, not a reading of the input).
    static func anchor(_ tree: inout ScratchTree) throws {
        try tree.write("Anchor/en.lproj/Anchor.strings", "\"k\" = \"Value\";\n")
        try tree.write("Anchor/de.lproj/Anchor.strings", "\"k\" = \"Wert\";\n")
    }

    static func plist(_ body: String) -> String {
        #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict>\#(body)</dict></plist>"#
    }

    static func variable(_ name: String, _ type: String) -> String {
        "<key>\(name)</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>"
            + "<key>NSStringFormatValueTypeKey</key><string>\(type)</string>"
            + "<key>one</key><string>%\(type) item</string><key>other</key><string>%\(type) items</string></dict>"
    }

    static func catalog(keys: Int, substitutionsPerKey: Int) -> String {
        func unit(_ value: String) -> String { #"{"stringUnit":{"state":"translated","value":"\#(value)"}}"# }
        let entries = (0..<keys).map { key in
            let value = (0..<substitutionsPerKey).map { "%#@s\($0)@" }.joined(separator: " ")
            let substitutions = (0..<substitutionsPerKey).map { index in
                #""s\#(index)":{"argNum":\#(index + 1),"formatSpecifier":"lld","variations":{"plural":{"one":\#(unit("%arg one")),"other":\#(unit("%arg many"))}}}"#
            }.joined(separator: ",")
            let localization =
                #"{"stringUnit":{"state":"translated","value":"\#(value)"},"substitutions":{\#(substitutions)}}"#
            return #""key.\#(key)":{"localizations":{"en":\#(localization),"de":\#(localization)}}"#
        }
        return #"{"sourceLanguage":"en","version":"1.0","strings":{\#(entries.joined(separator: ","))}}"#
    }

    /// An intent of n parameters (no enum), each with a prompt naming it: the IDs and the parameter scan.
    static func intentParameters(_ count: Int) -> String {
        let parameters = (0..<count).map { index in
            "<dict><key>INIntentParameterName</key><string>p\(index)</string><key>INIntentParameterPromptDialogs</key><array>"
                + "<dict><key>INIntentParameterPromptDialogFormatString</key><string>Set ${p\(index)}?</string>"
                + "<key>INIntentParameterPromptDialogFormatStringID</key><string>P\(index)</string></dict></array></dict>"
        }.joined()
        return plist(
            """
            <key>INIntents</key><array><dict><key>INIntentTitle</key><string>Send</string><key>INIntentTitleID</key><string>Tit001</string>\
            <key>INIntentParameters</key><array>\(parameters)</array></dict></array>
            """)
    }

    static func intentDefinition(values: Int, prompts: Int) -> String {
        let enumValues = (0..<values).map { index in
            "<dict><key>INEnumValueDisplayName</key><string>Value \(index)</string><key>INEnumValueDisplayNameID</key><string>V\(index)</string><key>INEnumValueName</key><string>value\(index)</string></dict>"
        }.joined()
        let dialogs = (0..<prompts).map { index in
            "<dict><key>INIntentParameterPromptDialogFormatString</key><string>Use ‘${choice}’ \(index)?</string><key>INIntentParameterPromptDialogFormatStringID</key><string>P\(index)</string></dict>"
        }.joined()
        return plist(
            """
            <key>INEnums</key><array><dict><key>INEnumName</key><string>Choice</string><key>INEnumValues</key><array>\(enumValues)</array></dict></array>\
            <key>INIntents</key><array><dict><key>INIntentTitle</key><string>Send</string><key>INIntentTitleID</key><string>Tit001</string>\
            <key>INIntentParameters</key><array><dict><key>INIntentParameterName</key><string>choice</string>\
            <key>INIntentParameterEnumType</key><string>Choice</string><key>INIntentParameterPromptDialogs</key><array>\(dialogs)</array></dict></array></dict></array>
            """)
    }
}
