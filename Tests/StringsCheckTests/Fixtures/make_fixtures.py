#!/usr/bin/env python3
"""Writes the strings-check fixture tree: one folder per rule with one deliberate defect, and a
clean one. Run from this directory; the output is committed, this script documents it."""
import os, shutil

HERE = os.path.dirname(os.path.abspath(__file__))

def write(path, text, encoding="utf-8"):
    full = os.path.join(HERE, path)
    os.makedirs(os.path.dirname(full), exist_ok=True)
    data = text.encode(encoding) if isinstance(text, str) else text
    with open(full, "wb") as f:
        f.write(data)

EN = '''/* Download button */
"download" = "Download";
"ok" = "OK";
"version" = "Version %@";
"required" = "Update %1$@ to %2$@";
"count" = "%d new";
'''
FR = '''/* Download button */
"download" = "Télécharger";
"ok" = "OK";
"version" = "Numéro de version %@";
"required" = "Mettez %1$@ à jour vers %2$@";
"count" = "%d nouveautés";
'''

def plural(key, forms, fmt="%#@items@", value_type="d"):
    body = "".join(f"\t\t\t<key>{c}</key>\n\t\t\t<string>{t}</string>\n" for c, t in forms)
    return (f"\t<key>{key}</key>\n\t<dict>\n\t\t<key>NSStringLocalizedFormatKey</key>\n\t\t<string>{fmt}</string>\n"
            f"\t\t<key>items</key>\n\t\t<dict>\n\t\t\t<key>NSStringFormatSpecTypeKey</key>\n\t\t\t<string>NSStringPluralRuleType</string>\n"
            f"\t\t\t<key>NSStringFormatValueTypeKey</key>\n\t\t\t<string>{value_type}</string>\n{body}\t\t</dict>\n\t</dict>\n")

def stringsdict(*entries):
    return ('<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" '
            '"http://www.apple.com/DTDs/PropertyList-1.0.dtd">\n<plist version="1.0">\n<dict>\n' + "".join(entries) + "</dict>\n</plist>\n")

EN_PLURAL = plural("files", [("one", "%d file"), ("other", "%d files")])
FR_PLURAL = plural("files", [("one", "%d fichier"), ("many", "%d de fichiers"), ("other", "%d fichiers")])

def clean_pair(root, fr=FR, fr_plural=FR_PLURAL, en=EN, en_plural=EN_PLURAL):
    write(f"{root}/en.lproj/Localizable.strings", en)
    write(f"{root}/en.lproj/Localizable.stringsdict", stringsdict(en_plural))
    write(f"{root}/fr.lproj/Localizable.strings", fr)
    write(f"{root}/fr.lproj/Localizable.stringsdict", stringsdict(fr_plural))

for name in os.listdir(HERE):
    # sarif/ holds the schema and its validator, which this script does not write.
    if os.path.isdir(os.path.join(HERE, name)) and name != "sarif":
        shutil.rmtree(os.path.join(HERE, name))

# clean: also UTF-16LE with a BOM, as Xcode writes it.
write("clean/en.lproj/Localizable.strings", "\ufeff" + EN, "utf-16-le")
write("clean/en.lproj/Localizable.stringsdict", stringsdict(EN_PLURAL))
write("clean/fr.lproj/Localizable.strings", FR)
write("clean/fr.lproj/Localizable.stringsdict", stringsdict(FR_PLURAL))

# syntax: an unterminated string on line 3.
clean_pair("syntax", fr=FR.replace('"ok" = "OK";', '"ok" = "OK;'))

# missing-key: fr lacks "count" (plain) and "files" (plural: no stringsdict at all).
write("missing-key/en.lproj/Localizable.strings", EN)
write("missing-key/en.lproj/Localizable.stringsdict", stringsdict(EN_PLURAL))
write("missing-key/fr.lproj/Localizable.strings", FR.replace('"count" = "%d nouveautés";\n', ""))

# table-name-case: fr spells the table "localizable"; one table on a Mac, two on a device.
write("table-name-case/en.lproj/Localizable.strings", EN)
write("table-name-case/fr.lproj/localizable.strings", FR)

# shadowed-base: an old Base.lproj copy beside en's and fr's own: no language reads it, so it is
# reported once and fr is compared with en's table (no "count" missing, no "legacy" extra).
write("shadowed-base/en.lproj/Localizable.strings", EN)
write("shadowed-base/fr.lproj/Localizable.strings", FR)
write("shadowed-base/Base.lproj/Localizable.strings", EN.replace('"count" = "%d new";\n', '"legacy" = "Old";\n'))

# extra-key: fr has "cancel", which en does not.
clean_pair("extra-key", fr=FR + '"cancel" = "Annuler";\n')

# duplicate-key: fr defines "download" twice.
clean_pair("duplicate-key", fr=FR + '"download" = "Téléchargement";\n')

# format-mismatch: %d for %@, a dropped argument, a plural where en has a plain string;
# "required" reordered is fine.
clean_pair("format-mismatch",
           fr=FR.replace('"Numéro de version %@"', '"Numéro de version %d"')
                .replace('"Mettez %1$@ à jour vers %2$@"', '"Mettez à jour vers %2$@\u00a0: %1$@"')
                .replace('"%d nouveautés"', '"nouveautés"'),
           fr_plural=FR_PLURAL + plural("download", [("one", "%d téléchargement"), ("many", "%d de téléchargements"), ("other", "%d téléchargements")]))

# empty-value: fr "download" is empty.
clean_pair("empty-value", fr=FR.replace('"Télécharger"', '""'))

# untranslated: fr "download" is English; "ok" (built-in) and "version" (--allow Version) are allowed.
clean_pair("untranslated", fr=FR.replace('"Télécharger"', '"Download"').replace('"Numéro de version %@"', '"Version %@"'))

# plural-categories: fr lacks "one", so 1 gets the "other" text (warning); "many", which only
# numbers from a million take, is not asked for; "two", which French never uses, is never shown.
clean_pair("plural-categories",
           fr_plural=plural("files", [("two", "%d fichiers"), ("other", "%d fichiers")]))

# punctuation-spacing: fr "count" has a plain space before ':'; "version" has U+00A0 and "ok" U+202F, as they should.
clean_pair("punctuation-spacing",
           fr=FR.replace('"%d nouveautés"', '"Nouveautés : %d"').replace('"Numéro de version %@"', '"Numéro de version\u00a0: %@"')
                .replace('"OK"', '"OK\u202f!"'))

# title-case: fr "download" capitalises every word; "ok" (one word) and "version" (sentence case) do not.
clean_pair("title-case", fr=FR.replace('"Télécharger"', '"Télécharger Maintenant"'))

# plural-number: plurals only (every language has the one table). cy spells out 1, 2, 3 and 6 where
# zero and other write %d (the shape the library's own Welsh had); ru's "one" has no %d, but Russian
# uses "one" for 21, 31, … too. Not findings: ar leaves the number out of zero, one and two (a negation,
# the singular and the dual say it), and fr's "one" names no number once a zero form takes 0.
write("plural-number/en.lproj/Localizable.stringsdict", stringsdict(EN_PLURAL))
write("plural-number/cy.lproj/Localizable.stringsdict", stringsdict(plural("files", [
    ("zero", "%d ffeil"), ("one", "un ffeil"), ("two", "dwy ffeil"), ("few", "tair ffeil"), ("many", "chwe ffeil"),
    ("other", "%d ffeil")])))
write("plural-number/ru.lproj/Localizable.stringsdict", stringsdict(plural("files", [
    ("one", "один файл"), ("few", "%d файла"), ("many", "%d файлов"), ("other", "%d файла")])))
write("plural-number/ar.lproj/Localizable.stringsdict", stringsdict(plural("files", [
    ("zero", "لا ملفات"), ("one", "ملف واحد"), ("two", "ملفان"), ("few", "%d ملفات"), ("many", "%d ملفًا"),
    ("other", "%d ملف")])))
write("plural-number/fr.lproj/Localizable.stringsdict", stringsdict(plural("files", [
    ("zero", "aucun fichier"), ("one", "un fichier"), ("many", "%d de fichiers"), ("other", "%d fichiers")])))

# encoding: fr's strings are not valid UTF-8 (Latin-1 é); de's mix LF and CRLF.
clean_pair("encoding", fr=FR.encode("latin-1"))
write("encoding/de.lproj/Localizable.strings",
      '"download" = "Laden";\r\n"ok" = "OK";\n"version" = "Version %@";\n"required" = "%1$@ auf %2$@ aktualisieren";\n"count" = "%d neu";\n')
write("encoding/de.lproj/Localizable.stringsdict",
      stringsdict(plural("files", [("one", "%d Datei"), ("other", "%d Dateien")])))

# unused-key / undefined-key: sources look up "download", "ok", "version", "count" and "files",
# and "cancel", which en lacks; "required" is never looked up.
clean_pair("sources/Localizations")
write("sources/App/Alert.swift", '''import Foundation

func labels(lookup: StringsLookup) -> [String] {
    [
        NSLocalizedString("download", comment: "Download button"),
        String(localized: "ok"),
        Bundle.main.localizedString(forKey: "version", value: nil, table: nil),
        lookup.string("count") ?? "",
        NSLocalizedString("cancel", comment: "not in the base"),
        NSLocalizedString("dynamic-\\(labels)", comment: "built at run time: not a key"),
    ]
}
''')
write("sources/App/Legacy.m", '''#import <Foundation/Foundation.h>

NSString *files(void) {
    return [[NSBundle mainBundle] localizedStringForKey:@"files" value:nil table:nil];
}
''')

# A String Catalog: fr lacks "cancel"; ru's plural lacks "few" and "many".
write("catalog/Localizable.xcstrings", '''{
  "sourceLanguage" : "en",
  "strings" : {
    "cancel" : {
      "localizations" : {
        "en" : { "stringUnit" : { "state" : "translated", "value" : "Cancel" } },
        "ru" : { "stringUnit" : { "state" : "translated", "value" : "Отмена" } }
      }
    },
    "files" : {
      "localizations" : {
        "en" : { "variations" : { "plural" : {
          "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld file" } },
          "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld files" } } } } },
        "fr" : { "variations" : { "plural" : {
          "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld fichier" } },
          "many" : { "stringUnit" : { "state" : "translated", "value" : "%lld de fichiers" } },
          "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld fichiers" } } } } },
        "ru" : { "variations" : { "plural" : {
          "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld файл" } },
          "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld файла" } } } } }
      }
    }
  },
  "version" : "1.0"
}
''')

# catalog-state: de's "greeting" needs review; "legacy.title" is stale (asked of no language);
# "brand" is marked "Don't translate" (asked of no language, never reported).
write("catalog-state/Localizable.xcstrings", '''{
  "sourceLanguage" : "en",
  "strings" : {
    "brand" : {
      "shouldTranslate" : false
    },
    "greeting" : {
      "extractionState" : "manual",
      "localizations" : {
        "de" : { "stringUnit" : { "state" : "needs_review", "value" : "Hallo" } },
        "en" : { "stringUnit" : { "state" : "translated", "value" : "Hello" } },
        "fr" : { "stringUnit" : { "state" : "translated", "value" : "Bonjour" } }
      }
    },
    "legacy.title" : {
      "extractionState" : "stale",
      "localizations" : {
        "en" : { "stringUnit" : { "state" : "translated", "value" : "Old title" } }
      }
    }
  },
  "version" : "1.0"
}
''')

# Base.lproj is the base even beside en.lproj.
write("base-folder/Base.lproj/Main.strings", '"title" = "Welcome";\n')
write("base-folder/de.lproj/Main.strings", '"title" = "Willkommen";\n')

# base-unknown: an extension's folders with no Base, no English and no development region;
# the table is still read (its duplicate key is found).
write("base-unknown/de.lproj/Widget.strings", '"title" = "Neu";\n"title" = "Neu!";\n')
write("base-unknown/fr.lproj/Widget.strings", '"title" = "Nouveau";\n')

# migration-loss: the String Catalog Xcode's migration made beside the .lproj tables lacks fr's
# "count" (en's table is the source, which the catalog holds).
write("migration-loss/en.lproj/Localizable.strings", '"ok" = "OK";\n"count" = "%d new";\n')
write("migration-loss/fr.lproj/Localizable.strings", '"ok" = "OK";\n"count" = "%d nouveautés";\n')
write("migration-loss/Localizable.xcstrings", '''{
  "sourceLanguage" : "en",
  "strings" : {
    "count" : {
      "localizations" : {
        "en" : { "stringUnit" : { "state" : "translated", "value" : "%d new" } }
      }
    },
    "ok" : {
      "localizations" : {
        "en" : { "stringUnit" : { "state" : "translated", "value" : "OK" } },
        "fr" : { "stringUnit" : { "state" : "translated", "value" : "OK" } }
      }
    }
  },
  "version" : "1.0"
}
''')
