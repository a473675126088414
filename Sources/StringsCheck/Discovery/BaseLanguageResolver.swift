import Strings

/// Chooses the base language of a set of localisations: `--base` when given, else `Base`, else
/// `en` (or the legacy `English`), else the development region named by a project file, else the
/// only language there is.
struct BaseLanguageResolver {
    let fileSystem: any FileSystem
    /// Development regions named by `Info.plist`, `project.pbxproj` or `Package.swift`, in path order.
    let developmentRegions: [String]

    init(fileSystem: any FileSystem, hints: [String]) {
        self.fileSystem = fileSystem
        self.developmentRegions = hints.compactMap { path in
            guard let bytes = try? fileSystem.read(path) else { return nil }
            return Self.developmentRegion(in: bytes, name: Path.name(of: path))
        }
    }

    /// The base among `languages` (folder names).
    /// - Throws: ``CheckError`` when `explicit` is not among them or nothing decides.
    func base(explicit: String?, languages: [String], path: String) throws(CheckError) -> String {
        if let explicit {
            guard languages.contains(explicit) else { throw .baseNotFound(base: explicit, path: path, languages: languages) }
            return explicit
        }
        for candidate in ["Base", "en", "English"] + developmentRegions where languages.contains(candidate) {
            return candidate
        }
        if languages.count == 1 { return languages[0] }
        throw .baseUnknown(path: path, languages: languages)
    }

    /// The language whose plural rules the `Base` folder follows: the development region, else English.
    var baseRulesLanguage: String { developmentRegions.first ?? "en" }

    static func developmentRegion(in bytes: [UInt8], name: String) -> String? {
        switch name {
        case "Info.plist":
            let root = try? PropertyListReader.read(bytes)
            return root?.dictionaryValue?["CFBundleDevelopmentRegion"]?.stringValue
        case "project.pbxproj":
            return value(after: "developmentRegion = ", in: bytes, until: [UInt8(ascii: ";")])
        default:
            return value(after: "defaultLocalization: \"", in: bytes, until: [UInt8(ascii: "\"")])
        }
    }

    private static func value(after marker: String, in bytes: [UInt8], until stops: [UInt8]) -> String? {
        let needle = Array(marker.utf8)
        guard let start = bytes.firstRange(of: needle)?.upperBound else { return nil }
        guard let end = bytes[start...].firstIndex(where: { stops.contains($0) || $0 == 10 }), stops.contains(bytes[end]) else { return nil }
        let text = String(decoding: bytes[start..<end], as: UTF8.self).filter { $0 != "\"" }
        return text.isEmpty ? nil : text
    }
}
