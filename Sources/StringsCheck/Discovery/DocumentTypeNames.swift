import Strings

/// The document-type names of an `Info.plist` that no user sees. Finder shows a file's Kind from
/// the description of the Uniform Type the file has; a `CFBundleDocumentTypes` entry's
/// `CFBundleTypeName` is shown only when nothing better names the type. When every content type
/// (`LSItemContentTypes`) and extension (`CFBundleTypeExtensions`) of an entry is declared by a type
/// declaration of the same plist (`UTImportedTypeDeclarations`, `UTExportedTypeDeclarations`) with
/// a `UTTypeDescription`, that description (itself asked for) is what Finder shows, so the entry's
/// name never is. An entry with an `NSDocumentClass` keeps its name: AppKit's document machinery
/// may show it (a save panel's format menu).
///
/// Only the plist's own declarations count: a type the system declares is not known here, so an
/// entry naming one keeps its name asked for.
enum DocumentTypeNames {
    /// The names of `root`'s document types that are never shown, less any text the plist also
    /// uses where it is shown (a type's description, another entry's name).
    static func unshown(in root: PropertyListDictionary) -> Set<String> {
        let declared = Declarations(root)
        var unshown: Set<String> = []
        var shown: Set<String> = []
        for item in (root["CFBundleDocumentTypes"]?.arrayValue ?? []).compactMap(\.dictionaryValue) {
            guard let name = item["CFBundleTypeName"]?.stringValue, !name.isEmpty else { continue }
            if item["NSDocumentClass"] == nil, declared.describesEveryType(of: item) {
                unshown.insert(name)
            } else {
                shown.insert(name)
            }
        }
        return unshown.subtracting(shown).subtracting(declared.descriptions)
    }

    /// The types a plist declares with a description: by identifier, and by filename extension.
    private struct Declarations {
        var identifiers: Set<String> = []
        var extensions: Set<String> = []
        var descriptions: Set<String> = []

        init(_ root: PropertyListDictionary) {
            for list in ["UTImportedTypeDeclarations", "UTExportedTypeDeclarations"] {
                for item in (root[list]?.arrayValue ?? []).compactMap(\.dictionaryValue) {
                    // A declaration without a description leaves Finder nothing better to show.
                    guard let description = item["UTTypeDescription"]?.stringValue, !description.isEmpty else {
                        continue
                    }
                    descriptions.insert(description)
                    if let identifier = item["UTTypeIdentifier"]?.stringValue, !identifier.isEmpty {
                        identifiers.insert(identifier.lowercased())
                    }
                    let tags = item["UTTypeTagSpecification"]?.dictionaryValue?["public.filename-extension"]
                    extensions.formUnion(Self.strings(tags).map { $0.lowercased() })
                }
            }
        }

        /// Whether every content type and extension a document type claims (at least one) is
        /// declared here. Uniform Type identifiers and filename extensions are matched without
        /// regard to case, as Launch Services matches them.
        func describesEveryType(of item: PropertyListDictionary) -> Bool {
            let types = Self.strings(item["LSItemContentTypes"]).map { $0.lowercased() }
            let suffixes = Self.strings(item["CFBundleTypeExtensions"]).map { $0.lowercased() }
            guard !types.isEmpty || !suffixes.isEmpty else { return false }
            return types.allSatisfy(identifiers.contains) && suffixes.allSatisfy(extensions.contains)
        }

        /// The non-empty strings of a value that is a string or an array of them (an empty content
        /// type names nothing).
        static func strings(_ value: PropertyListValue?) -> [String] {
            let all = value?.arrayValue?.compactMap(\.stringValue) ?? value?.stringValue.map { [$0] } ?? []
            return all.filter { !$0.isEmpty }
        }
    }
}
