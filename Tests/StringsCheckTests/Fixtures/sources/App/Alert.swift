import Foundation

func labels(lookup: StringsLookup) -> [String] {
    [
        NSLocalizedString("download", comment: "Download button"),
        String(localized: "ok"),
        Bundle.main.localizedString(forKey: "version", value: nil, table: nil),
        lookup.string("count") ?? "",
        NSLocalizedString("cancel", comment: "not in the base"),
        NSLocalizedString("dynamic-\(labels)", comment: "built at run time: not a key"),
    ]
}
