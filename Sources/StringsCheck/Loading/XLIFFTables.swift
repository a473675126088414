import IVersionSupport
import LocaleServices
import Strings

/// How an XLIFF document becomes tables: each `<file original>` is one table (its file name without
/// the extension: `App/en.lproj/Localizable.strings` → `Localizable`, `Base.lproj/Main.storyboard` →
/// `Main`, `Info.plist` → `InfoPlist`; a `.strings` and a `.stringsdict` of one folder are one table,
/// the plural winning, as Apple's loader merges them), in two languages: the sources are the base, the
/// targets the translation. Each table is checked as a String Catalog is, with the same rules.
///
/// Plurals come back together from the units Xcode writes for them:
/// - a `.stringsdict` entry as `/<key>:dict/NSStringLocalizedFormatKey:dict/:string` (the format; left
///   out by Xcode 15 when it is only `%#@var@`) and `/<key>:dict/<var>:dict/<category>:dict/:string`;
/// - a String Catalog's variations as `<key>|==|plural.<category>`,
///   `<key>|==|substitutions.<var>.plural.<category>` (`%arg` standing for the number) and
///   `<key>|==|device.<device>…` (one device kept, as ``StringCatalogDecoder/deviceOrder`` chooses).
///
/// A target's `state` maps onto the catalog states: `translated`, `final`, `signed-off` (and no state)
/// are translated; `new`, `needs-translation`, `needs-l10n`, `needs-adaptation` are new;
/// `needs-review-*` is needs-review. An empty target in a new state is not a translation (missing).
enum XLIFFTables {
    /// The tables of a document read from `path`, one catalog-shaped table per `<file original>`.
    static func catalogs(_ document: XLIFFDocument, path: String) -> [LoadedCatalog] {
        var order: [String] = []
        var groups: [String: [XLIFFDocument.File]] = [:]
        for file in document.files {
            let identity = tableIdentity(file.original)
            if groups[identity] == nil { order.append(identity) }
            groups[identity, default: []].append(file)
        }
        return order.map { identity in
            var builder = XLIFFTableBuilder()
            for file in groups[identity]! { builder.add(file) }
            return builder.catalog(name: tableName(groups[identity]![0].original), path: path,
                                   isInterfaceBuilder: interfaceBuilderExtensions.contains(fileExtension(identity)))
        }
    }

    /// The files whose missing translations show their own text, as an Interface Builder table's do.
    static let interfaceBuilderExtensions: Set<String> = ["xib", "storyboard", "intentdefinition"]

    /// What makes two `<file>` elements one table: the original without a `.strings`/`.stringsdict` extension.
    static func tableIdentity(_ original: String) -> String {
        let ext = fileExtension(original)
        return ext == "strings" || ext == "stringsdict" ? String(original.dropLast(ext.count + 1)) : original
    }

    /// The table a `<file original>` is: its file name without the extension; `Info.plist` is `InfoPlist`.
    static func tableName(_ original: String) -> String {
        let name = Path.name(of: original)
        return name == "Info.plist" ? "InfoPlist" : Path.stem(of: name)
    }

    private static func fileExtension(_ path: String) -> String {
        let name = Path.name(of: path), stem = Path.stem(of: name)
        return stem.count == name.count ? "" : String(name.dropFirst(stem.count + 1))
    }

    /// The catalog state an XLIFF `state` stands for (nil, and states of other tools: translated).
    static func unitState(_ state: String?) -> StringCatalogDecoder.UnitState {
        switch state {
        case "new", "needs-translation", "needs-l10n", "needs-adaptation": .new
        case let state? where state.hasPrefix("needs-review"): .needsReview
        default: .translated
        }
    }
}

/// One text of a unit in both languages.
private struct XLIFFPart {
    var source: String
    var target: String?
    var state: StringCatalogDecoder.UnitState
    var sourceLocation: SourceLocation
    var targetLocation: SourceLocation

    init(_ unit: XLIFFDocument.Unit) {
        source = unit.source
        let state = XLIFFTables.unitState(unit.state)
        self.state = state
        // An empty target not translated yet is no translation (Xcode leaves such a unit out).
        target = unit.target.flatMap { $0.isEmpty && state == .new ? nil : $0 }
        sourceLocation = unit.sourceLocation
        targetLocation = unit.targetLocation ?? unit.location
    }

    func text(target side: Bool) -> String? { side ? target : source }
    func location(target side: Bool) -> SourceLocation { side ? targetLocation : sourceLocation }
}

/// Everything one key (in one device variant) is made of.
private struct XLIFFKey {
    var location: SourceLocation
    var translate = true
    var plain: XLIFFPart?
    var formatKey: XLIFFPart?
    /// A String Catalog's key with substitutions: its plain unit is the format naming them. (A
    /// `.strings` value of a key a `.stringsdict` pluralises is not.)
    var plainIsFormat = false
    var variableOrder: [String] = []
    var variables: [String: [PluralCategory: XLIFFPart]] = [:]

    mutating func add(_ part: XLIFFPart, variable: String, category: PluralCategory) {
        if variables[variable] == nil { variableOrder.append(variable) }
        variables[variable, default: [:]][category] = part
    }

    /// The key's entry in one language: a plural when it has forms there, else its plain text.
    func entry(_ key: String, target side: Bool) -> LocalizedEntry? {
        guard !variableOrder.isEmpty else {
            guard let plain, let text = plain.text(target: side) else { return nil }
            return LocalizedEntry(key: key, content: .plain(text), location: plain.location(target: side))
        }
        var variables: [String: PluralVariable] = [:]
        var first: SourceLocation?
        for name in variableOrder {
            var forms: [PluralCategory: String] = [:]
            for (category, part) in self.variables[name] ?? [:] {
                guard let text = part.text(target: side) else { continue }
                // A catalog's substitution writes `%arg` for its number; the export names no conversion.
                forms[category] = text.replacing("%arg", with: "%d")
                if first == nil || category == .other { first = part.location(target: side) }
            }
            guard !forms.isEmpty else { continue }
            let sample = forms[.other].flatMap { FormatString($0).specifiers.first { $0.explicitPosition == nil } }
            variables[name] = PluralVariable(name: name, valueType: sample.map { String($0.text.dropFirst()) }, forms: forms)
        }
        guard !variables.isEmpty else { return nil }
        let format = (formatKey ?? (plainIsFormat ? plain : nil)).flatMap { $0.text(target: side) ?? $0.source }
            ?? variableOrder.map { "%#@\($0)@" }.joined(separator: " ")
        return LocalizedEntry(key: key, content: .plural(PluralizedString(key: key, formatKey: format, variables: variables)),
                              location: first ?? location)
    }

    /// The least finished state of the key's translated parts.
    var state: StringCatalogDecoder.UnitState {
        var parts = [plain, formatKey].compactMap { $0 }
        for forms in variables.values { parts += forms.values }
        return parts.map(\.state).reduce(StringCatalogDecoder.UnitState.translated) { $0.combined(with: $1) }
    }
}

/// Gathers one table's units, then makes its two languages.
private struct XLIFFTableBuilder {
    private var sourceLanguage = "en"
    private var targetLanguage: String?
    private var order: [String] = []
    /// Key → device variant (`""` for none) → its parts.
    private var keys: [String: [String: XLIFFKey]] = [:]

    mutating func add(_ file: XLIFFDocument.File) {
        if order.isEmpty { (sourceLanguage, targetLanguage) = (file.sourceLanguage, file.targetLanguage) }
        for unit in file.units { add(unit) }
    }

    private mutating func add(_ unit: XLIFFDocument.Unit) {
        let part = XLIFFPart(unit)
        if unit.id.hasPrefix("/"), unit.id.hasSuffix(":dict/:string") {
            let path = unit.id.dropFirst().dropLast(":dict/:string".count).split(separator: ":dict/", omittingEmptySubsequences: false)
            if path.count >= 2, path.last == "NSStringLocalizedFormatKey" {
                return update(path.dropLast().joined(separator: ":dict/"), "", unit) { $0.formatKey = part }
            }
            if path.count >= 3, let category = PluralCategory(rawValue: String(path.last!)) {
                return update(path.dropLast(2).joined(separator: ":dict/"), "", unit) { $0.add(part, variable: String(path[path.count - 2]), category: category) }
            }
        }
        if let marker = unit.id.firstRange(ofText: "|==|") {
            let key = String(unit.id[..<marker.lowerBound])
            var rest = unit.id[marker.upperBound...].split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            var device = ""
            if rest.count >= 2, rest[0] == "device" { device = rest[1]; rest.removeFirst(2) }
            switch rest.count {
            case 0: return update(key, device, unit) { $0.plain = part }
            case 2 where rest[0] == "plural":
                if let category = PluralCategory(rawValue: rest[1]) {
                    return update(key, device, unit) { $0.add(part, variable: "value", category: category) }
                }
            case 4 where rest[0] == "substitutions" && rest[2] == "plural":
                if let category = PluralCategory(rawValue: rest[3]) {
                    return update(key, device, unit) { $0.add(part, variable: rest[1], category: category); $0.plainIsFormat = true }
                }
            default: break
            }
        }
        update(unit.id, "", unit) { $0.plain = part }
    }

    private mutating func update(_ key: String, _ device: String, _ unit: XLIFFDocument.Unit, _ body: (inout XLIFFKey) -> Void) {
        if keys[key] == nil { order.append(key) }
        body(&keys[key, default: [:]][device, default: XLIFFKey(location: unit.location)])
        if !unit.translate { keys[key]?[device]?.translate = false }
    }

    /// The table in its two languages, as a catalog read from `path`.
    func catalog(name: String, path: String, isInterfaceBuilder: Bool) -> LoadedCatalog {
        var base = LocalizedTable(name: name, language: LocalizationFolder.canonicalLanguage(sourceLanguage), catalogFile: path)
        let target = targetLanguage.flatMap { $0 == sourceLanguage ? nil : $0 }
        var translation = target.map { LocalizedTable(name: name, language: LocalizationFolder.canonicalLanguage($0), catalogFile: path) }
        if isInterfaceBuilder { base.interfaceBuilderFile = path; translation?.interfaceBuilderFile = path }
        var locations: [String: SourceLocation] = [:]
        var infos: [String: StringCatalogDecoder.KeyInfo] = [:]
        for key in order {
            guard let chosen = Self.chosenVariant(keys[key] ?? [:]) else { continue }
            locations[key] = chosen.location
            base.entries[key] = chosen.entry(key, target: false)
            var info = StringCatalogDecoder.KeyInfo(extractionState: nil, shouldTranslate: chosen.translate, states: [:])
            if let target, let entry = chosen.entry(key, target: true) {
                translation?.entries[key] = entry
                info.states[target] = chosen.state
            }
            infos[key] = info
        }
        // As in an `.lproj` InfoPlist table: the app's names and settings may stay as they are.
        if InfoPlistBase.isInfoPlistTable(name) { base.markInfoPlistKeysBySpelling() }
        var tables = [sourceLanguage: base]
        if let target, let translation { tables[target] = translation }
        return LoadedCatalog(path: path, sourceLanguage: sourceLanguage, tables: tables, locations: locations, isExport: true, keys: infos)
    }

    /// The variant a key's value comes from: the one without a device, else the first device in
    /// ``StringCatalogDecoder/deviceOrder`` (the table's choice for a catalog).
    private static func chosenVariant(_ variants: [String: XLIFFKey]) -> XLIFFKey? {
        if let plain = variants[""] { return plain }
        let order = StringCatalogDecoder.deviceOrder
        return variants.min { (order.firstIndex(of: $0.key) ?? order.count, $0.key) < (order.firstIndex(of: $1.key) ?? order.count, $1.key) }?.value
    }
}

extension TableLoader {
    /// Reads one XLIFF document (a `.xliff`, `.xlf`, or the one inside an `.xcloc`): its tables, and
    /// the problems met (a file that cannot be read or parsed is one error and no table).
    func loadXLIFF(_ path: String) -> (catalogs: [LoadedCatalog], problems: [LoadProblem]) {
        do throws(StringsError) {
            let document = try XLIFFDocument.read(try read(path), file: path)
            return (XLIFFTables.catalogs(document, path: path), document.problems)
        } catch {
            return ([], [.error(error)])
        }
    }
}
