#!/usr/bin/env python3
"""Builds the seed corpus of every fuzz target from the repository's own data.

Run from anywhere: `python3 Fuzz/make-seeds.py [corpus-dir]` (default Fuzz/corpus). Each target gets
<corpus-dir>/<target>/seed-*: the Localizations, the test fixtures, Resources/Demo, the curated
seeds in Fuzz/seeds/, and binary/XML property list versions of them made with plistlib (the
repository holds no binary plists, and the binary reader needs some to start from). Seeds are
framed the way each target reads its input (a selector byte first where the target takes one).
"""
import glob
import hashlib
import json
import os
import plistlib
import sys

FUZZ = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(FUZZ)
OUT = os.path.abspath(sys.argv[1]) if len(sys.argv) > 1 else os.path.join(FUZZ, "corpus")


def files(*patterns):
    found = set()
    for pattern in patterns:
        found.update(glob.glob(os.path.join(ROOT, pattern), recursive=True))
    return sorted(path for path in found if os.path.isfile(path) and "/.build" not in path)


def read(path):
    with open(path, "rb") as handle:
        return handle.read()


def plist_or_none(data):
    try:
        return plistlib.loads(data)
    except Exception:
        return None


def strings_table(data):
    """A flat key/value dictionary of a simple .strings file (good enough for seeds)."""
    text = data.decode("utf-16") if data[:2] in (b"\xff\xfe", b"\xfe\xff") else data.decode("utf-8", "replace")
    table = {}
    for line in text.splitlines():
        line = line.strip()
        if line.startswith('"') and '" = "' in line and line.endswith('";'):
            key, value = line[1:-2].split('" = "', 1)
            table[key] = value
    return table


class Corpus:
    def __init__(self):
        self.seeds = {}

    def add(self, target, data):
        if len(data) > 1 << 20:
            return
        digest = hashlib.sha1(data).hexdigest()
        self.seeds.setdefault(target, {})[digest] = data

    def write(self):
        for target, seeds in sorted(self.seeds.items()):
            directory = os.path.join(OUT, target)
            os.makedirs(directory, exist_ok=True)
            for digest, data in seeds.items():
                with open(os.path.join(directory, "seed-" + digest), "wb") as handle:
                    handle.write(data)
            print(f"{target}: {len(seeds)} seeds")


def main():
    corpus = Corpus()
    strings_files = files("Localizations/*.lproj/*.strings", "Tests/**/*.strings")
    plist_files = files("Localizations/*.lproj/*.stringsdict", "Tests/**/*.stringsdict", "Tests/**/*.plist",
                        "Resources/Demo/*.plist")
    json_files = files("Tests/**/*.json", "Tests/**/*.xcstrings", "Resources/Demo/*.json")
    curated = lambda target: files(f"Fuzz/seeds/{target}/*")

    tables = [strings_table(read(path)) for path in strings_files]
    values = [plist_or_none(read(path)) for path in plist_files]
    values = [value for value in values if value is not None]

    # .strings: selector 0 = as is; 1/2 = the UTF-16 LE/BE body (the target prepends the BOM).
    for path in strings_files:
        data = read(path)
        corpus.add("fuzz-strings", b"\x00" + data)
    for table in tables[:8]:
        text = "".join(f'/* c */\n"{k}" = "{v}";\n' for k, v in table.items())
        corpus.add("fuzz-strings", b"\x01" + text.encode("utf-16-le"))
        corpus.add("fuzz-strings", b"\x02" + text.encode("utf-16-be"))
    for table in tables[:4]:
        corpus.add("fuzz-strings", b"\x00" + plistlib.dumps(table, fmt=plistlib.FMT_XML))
        corpus.add("fuzz-strings", b"\x00" + plistlib.dumps(table, fmt=plistlib.FMT_BINARY))

    # Property lists: every plist we have, in both forms, plus .strings tables as plists.
    for value in values + tables[:6]:
        corpus.add("fuzz-binary-plist", plistlib.dumps(value, fmt=plistlib.FMT_BINARY))
        corpus.add("fuzz-xml-plist", plistlib.dumps(value, fmt=plistlib.FMT_XML))
    corpus.add("fuzz-binary-plist", plistlib.dumps(
        {"int": -1, "big": 2**63 - 1, "real": 1.5, "bool": True, "data": b"\x00\x01", "nested": [[{"a": "é"}]]},
        fmt=plistlib.FMT_BINARY))
    for path in plist_files:
        corpus.add("fuzz-xml-plist", read(path))
        if path.endswith(".stringsdict"):
            corpus.add("fuzz-stringsdict", read(path))
            value = plist_or_none(read(path))
            if value is not None:
                corpus.add("fuzz-stringsdict", plistlib.dumps(value, fmt=plistlib.FMT_BINARY))

    # Versions feed: selector 0 = as given.
    for path in files("Resources/Demo/*.plist", "Tests/**/*.plist"):
        data = read(path)
        corpus.add("fuzz-versions-feed", b"\x00" + data)
        value = plist_or_none(data)
        if value is not None:
            corpus.add("fuzz-versions-feed", b"\x00" + plistlib.dumps(value, fmt=plistlib.FMT_BINARY))

    # JSON feeds and catalogs.
    for path in json_files:
        data = read(path)
        target = "fuzz-xcstrings" if path.endswith(".xcstrings") else "fuzz-app-store-lookup"
        corpus.add(target, data)
    corpus.add("fuzz-ssvc", json.dumps({
        "SSVCMinimumSupportedVersionNumber": 16800000, "SSVCLatestVersionAvailableSince": 1388750400,
        "SSVCLatestVersionKey": "1.0", "SSVCLatestVersionNumber": 16809984}).encode())
    corpus.add("fuzz-ssvc", b'{"SSVCLatestVersionKey": "2.0.1", "SSVCLatestVersionNumber": 1.5e3}')
    corpus.add("fuzz-ssvc", b'{}')
    corpus.add("fuzz-github-releases", json.dumps([
        {"tag_name": "v1.2.0", "prerelease": False, "draft": False, "published_at": "2025-03-01T12:00:00Z",
         "html_url": "https://github.com/o/r/releases/tag/v1.2.0",
         "body": "## New\r\n- **Faster** sync\n- [Dark](https://x) `code` _em_\n\n> quote\n```\nfenced\n```",
         "assets": [{"name": "a.zip", "size": 1000}]},
        {"tag_name": "1.3b1", "prerelease": True, "body": None, "assets": []},
        {"tag_name": "nightly"}, 42]).encode())
    corpus.add("fuzz-github-releases", b'[]')
    corpus.add("fuzz-appcast", b"""<?xml version="1.0"?><rss version="2.0" xmlns:sparkle="http://www.andymatuschak.org/xml-namespaces/sparkle"><channel>
<item><title>1.2</title><sparkle:version>120</sparkle:version><sparkle:shortVersionString>1.2</sparkle:shortVersionString>
<sparkle:minimumSystemVersion>13.0</sparkle:minimumSystemVersion><sparkle:criticalUpdate/><sparkle:phasedRolloutInterval>86400</sparkle:phasedRolloutInterval>
<sparkle:channel>beta</sparkle:channel><pubDate>Sat, 21 Nov 2026 12:00:00 +0100</pubDate>
<description><![CDATA[<h2>New</h2><ul><li>Faster &amp; <b>better</b></li></ul>]]></description>
<description xml:lang="de"><![CDATA[<p>Neu</p>]]></description><sparkle:releaseNotesLink xml:lang="de">https://x/de</sparkle:releaseNotesLink>
<enclosure url="https://x/a.zip" length="5000" sparkle:version="120"/></item></channel></rss>""")

    # Release notes: [reader: 0 Markdown, 1 HTML][notes] (see NotesFuzz.swift), with the shapes of issue 28.
    for markdown in [b"## What's new\r\n\r\n- **Faster** sync\n- [Dark mode](https://example.com/dark \"t\")\n",
                     b"1. First\n2) Second\n   continued\n> quote\n```\ncode\n```\n![img](x.png) <https://x> a < b <br>",
                     b"[[[a](u)](u)](u) [ref][1] \\* `x` ~~y~~ snake_case _em_", b"\n\n\n  \t\n# Title #\n---\n"]:
        corpus.add("fuzz-notes", b"\x00" + markdown)
    for html in [b"<h2>New</h2><ul><li>Faster <b>sync</b></li><li>Dark&nbsp;mode &#233; &#xE9;</li></ul>",
                 b"<p>a < b</p><script>x()</script><style>p{}</style><br/>&amp;&lt;&gt;&unknown; text",
                 b"<div><table><tr><td>1</td></tr></table><!-- comment --><pre>  keep </pre></div>"]:
        corpus.add("fuzz-notes", b"\x01" + html)

    # Intent definitions: [framing: even = as given, odd = inside a definition with an enum parameter
    # `colour`][bytes] (see IntentDefinitionFuzz.swift).
    enum_values = [{"INEnumValueDisplayName": name, "INEnumValueDisplayNameID": f"V{index}", "INEnumValueName": name.lower()}
                   for index, name in enumerate(["unknown", "Public", "Private"])]
    definition = {
        "INEnums": [{"INEnumName": "Visibility", "INEnumValues": enum_values}],
        "INIntents": [{"INIntentTitle": "Send Post", "INIntentTitleID": "Tit001", "INIntentParameters": [{
            "INIntentParameterName": "visibility", "INIntentParameterEnumType": "Visibility",
            "INIntentParameterPromptDialogs": [
                {"INIntentParameterPromptDialogFormatString": "Post as ‘${visibility}’?", "INIntentParameterPromptDialogFormatStringID": "Ask001"},
                {"INIntentParameterPromptDialogFormatString": "There are ${count} options.", "INIntentParameterPromptDialogFormatStringID": "Cnt001"}]}]}],
        "INIntentResponses": [{"INIntentResponseParameterName": "visibility", "INIntentResponseParameterEnumType": "Visibility",
                               "INIntentResponseCodeFormatString": "Posted ${visibility}", "INIntentResponseCodeFormatStringID": "Rsp001"}],
    }
    corpus.add("fuzz-intent-definition", b"\x00" + plistlib.dumps(definition, fmt=plistlib.FMT_XML))
    corpus.add("fuzz-intent-definition", b"\x00" + plistlib.dumps(definition, fmt=plistlib.FMT_BINARY))
    for path in plist_files[:20]:
        corpus.add("fuzz-intent-definition", b"\x00" + read(path))
    corpus.add("fuzz-intent-definition", b"\x01<key>INIntentParameterPromptDialogs</key><array><dict>"
               b"<key>Prompt</key><string>Paint it ${colour}?</string><key>PromptID</key><string>P1</string></dict></array>")

    # project.pbxproj: [framing: even = as given, odd = inside a build-settings block of App/Info.plist][bytes]
    # (see XcodeBuildSettingsFuzz.swift).
    corpus.add("fuzz-pbxproj-settings", b"\x00" + "\n".join([
        "// !$*UTF8*$!", "{", "\tobjects = {", "\t\tA1 /* Debug */ = {", "\t\t\tisa = XCBuildConfiguration;",
        "\t\t\tbuildSettings = {", "\t\t\t\tINFOPLIST_FILE = \"$(SRCROOT)/App/Info.plist\";",
        "\t\t\t\tINFOPLIST_KEY_NSHumanReadableCopyright = \"© \\\"Tally\\\"\";",
        "\t\t\t\t\"INFOPLIST_KEY_NSCameraUsageDescription[sdk=iphoneos*]\" = x;",
        "\t\t\t\tINFOPLIST_KEY_NSMicrophoneUsageDescription = \"Tally records voice notes.\";", "\t\t\t};", "\t\t};", "\t};", "}", ""]).encode())
    corpus.add("fuzz-pbxproj-settings", b"\x01\t\tINFOPLIST_KEY_NSCameraUsageDescription = \"Scans receipts.\";\r\n\t\tINFOPLIST_KEY_A = B;")

    # Formatter: [length][format][arguments...] (see SafeFormatterFuzz.swift).
    formats = sorted({v for table in tables for v in table.values() if "%" in v})[:200]
    for text in formats:
        encoded = text.encode("utf-8")[:255]
        arguments = b"\x03\x05hello" + b"\x00" + (42).to_bytes(8, "little") + b"\x82" + bytes(8)
        corpus.add("fuzz-safe-formatter", bytes([len(encoded)]) + encoded + arguments)

    for target in ["fuzz-strings", "fuzz-binary-plist", "fuzz-xml-plist", "fuzz-stringsdict", "fuzz-xcstrings",
                   "fuzz-safe-formatter", "fuzz-versions-feed", "fuzz-app-store-lookup", "fuzz-ssvc",
                   "fuzz-interface-builder", "fuzz-github-releases", "fuzz-appcast"]:
        for path in curated(target):
            corpus.add(target, read(path))
    corpus.write()


if __name__ == "__main__":
    main()
