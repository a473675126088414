/// The longer descriptions of the rules that code-scanning services show beside a finding.
///
/// The switch is exhaustive on purpose: a new rule does not compile until it says what it finds
/// and how to fix it, so the SARIF rule list (derived from ``Rule/allCases``) is never missing one.
extension Rule {
    /// A name in UpperCamelCase derived from the raw value (`missing-key` → `MissingKey`), for
    /// tools that want an identifier-like rule name (SARIF's `reportingDescriptor.name`).
    public var title: String {
        rawValue.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// What the rule finds, why it matters and how to fix it: a short paragraph of plain text.
    ///
    /// ``summary`` is the one-line form for `--help`; this is the text a code-scanning alert shows.
    public var explanation: String {
        switch self {
        case .syntax:
            "A file or an entry cannot be parsed (a .strings text file, an XML or binary property list, a .stringsdict, a String Catalog or an Interface Builder file). Apple's loader never reads past a problem in a .strings file: a missing ';', an unescaped quote or a stray word rejects the whole file, and a stray character where a key should start (a '}', a merge marker) ends the table there; the finding says which. The language loses those strings. Fix the syntax at the position given."
        case .missingKey:
            "The base language defines a key that this language lacks, so users of the language see the base's text. Add a translation of the key to the language's table."
        case .extraKey:
            "The language defines a key that the base lacks: usually a key that was renamed or removed in the base and left behind in the translations. Remove it, or add it to the base."
        case .duplicateKey:
            "A key is defined twice in one file; the later definition silently replaces the earlier one. Keep one definition."
        case .formatMismatch:
            "The translation's format specifiers (%@, %d, %1$@ …) differ from the base's in count, type or position, or the translation is a plural where the base is a plain string (or the reverse). At run time this shows the wrong value or crashes. Use the base's specifiers; positional ones (%1$@ %2$@) may be reordered. Also reported, once, on the base: a base that reads one argument as two types (%2$d in one plural form, %2$@ in another). On any file: a %#@variable@ its entry does not define. Warnings: a translation that leaves out only the base's last arguments (never read, so safe; right when it repeats a name), and a .stringsdict variable nothing names (Foundation never reads it; often a misspelt reference)."
        case .emptyValue:
            "The translation is empty where the base's value is not, so users see nothing. Translate the value."
        case .untranslated:
            "The translation is identical to the base's text. Translate it, or allow the word with --allow or --allow-file when it stays the same in this language."
        case .pluralCategories:
            "A plural lacks a category that the numbers it shows reach under ICU's plural rules for the language. Foundation shows the 'other' text for those numbers (a warning); without 'other' it has no text for them (an error). A whole number (%d) reaches only the categories whole numbers reach: Russian or Polish 'other' is for fractions, so a %d plural with 'one', 'few' and 'many' is complete. A category only whole millions reach (French 'many') is not asked for, and one the language never uses is not reported (its text is never shown). Add the missing categories."
        case .pluralNumber:
            "Some forms of a plural write the count with %d and others leave it out. Leaving it out is idiomatic where grammar says the number (\"no updates\", \"an update\", a dual); it is wrong where the form stands for several numbers (Russian 'one' is also 21, 31 …), and a spelled-out number where the other forms write digits (Welsh 'few' is 3) mixes two styles that no check can verify. Write %d in the form."
        case .encoding:
            "The file's bytes are not valid UTF-8 or UTF-16, or a value holds a NUL or another control character, which is invisible in editors, ends the text in many UIs and may act on a terminal (errors); or its lines mix line endings (a warning). Save the file as UTF-8 with one kind of line ending, and remove the control character."
        case .unusedKey:
            "No Swift or Objective-C source in --sources looks the base key up. Remove the key from every language, or keep it if it is looked up in a way the scanner cannot see."
        case .undefinedKey:
            "A source in --sources looks up a key that the base does not define, so the lookup shows the key itself. Add the key to the base, or fix the key in the source."
        case .baseUnknown:
            "No base could be found for the table: no --base language file of that name, no Base.lproj file (.strings, .xib or .storyboard), no String Catalog of that name beside the folders, and no development region's or English file. Its translations cannot be compared. Pass --base, or add the base language's file."
        case .punctuationSpacing:
            "French puts a non-breaking space before : ; ! ? and inside « », so that the mark never starts a line. A plain space lets the line break there. Use U+00A0 before ':' and U+202F before the others."
        case .titleCase:
            "Every word of a short text is capitalised, in a language that writes buttons and titles in sentence case. Capitalise only the first word (and names)."
        case .catalogState:
            "A String Catalog translation that Xcode marks new (not translated yet) or needs_review (the source changed, or a translator asked for review): it ships, but Xcode does not count it as translated. Review it and mark it translated. A key Xcode marks stale is no longer found in the sources: remove it, or use it again."
        case .migrationLoss:
            "A .lproj table and the String Catalog that replaces it (same name, in the folders' directory) are both there, and the catalog lacks a translation or a plural form the table has: once the .lproj files are removed, users of the language see the source text instead. Add the translation or form to the catalog (or run Xcode's migration again) before removing the .lproj files."
        case .tableNameCase:
            "One table's files are named in spellings that differ only in case (Base.lproj/infoPlist.strings, de.lproj/InfoPlist.strings). Xcode builds on a case-insensitive volume, where they are one table; a device's file system tells them apart, and Bundle finds only the spelling it is asked for, so the other languages fall back to the development language there. Rename the files to one spelling."
        case .shadowedBase:
            "Base.lproj holds a .strings or .stringsdict table that no language reads: the development language and every other language have their own copy, and Apple's loader reads a language's own .lproj folder first and Base.lproj only for a language without the table (there is no per-key fallback). The copy is usually an old one left behind; the other languages are compared with the development language's copy instead, and this finding says how the Base.lproj copy differs from it. Remove it, or move what it should say into the development language's table."
        }
    }
}
