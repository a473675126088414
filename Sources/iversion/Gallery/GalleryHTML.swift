@_spi(Engine) import IVersionCore
import IVersionSupport
import LocaleServices

/// Renders a ``GalleryPage`` as one self-contained HTML document: the style sheet and the layout
/// script are inline, a Content-Security-Policy forbids loading anything else, and every piece of
/// text is made safe by `SafeText` (its HTML policy).
enum GalleryHTML {
    static func render(_ page: GalleryPage) -> String {
        let cardCount = page.languages.reduce(0) { $0 + $1.alerts.count }
        var html = """
        <!DOCTYPE html>
        <html lang="en" dir="ltr">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'">
        <title>iVersion alert gallery: \(page.languages.count) languages</title>
        <style>
        \(GalleryStyle.css)
        \(GalleryFonts.css)
        </style>
        </head>
        <body>
        <header class="page">
        <h1>iVersion alert gallery</h1>
        <p>\(page.languages.count) languages, \(cardCount) alerts, worded by AlertComposer from \(e(page.sources.joined(separator: " and "))). \
        Under every string: its key and the table it came from. Beside each language: what strings-check finds in it.</p>
        <p id="layout-summary">Layout check: needs JavaScript (it measures the page as laid out).</p>

        """
        if !page.generalFindings.isEmpty {
            html += "<aside class=\"findings\"><h3>strings-check, all languages</h3>\(findingList(page.generalFindings))</aside>\n"
        }
        html += "<nav class=\"languages\">"
        html += page.languages.map { "<a href=\"#lang-\(e($0.folder))\" data-language=\"\(e($0.folder))\">\(e($0.folder))</a>" }.joined(separator: " ")
        html += "</nav>\n"
        if !page.emptyFolders.isEmpty { html += emptyFolders(page.emptyFolders, findings: page.emptyFolderFindings) }
        html += "</header>\n<main>\n"
        for language in page.languages { html += section(language) }
        html += "</main>\n<script>\n\(GalleryLayoutScript.javaScript)\n</script>\n</body>\n</html>\n"
        return html
    }

    /// The most empty folders the page names; the rest are counted.
    static let maximumEmptyFoldersNamed = 20

    /// One line for the folders without strings: a section each would show only the fallback's alerts
    /// again, and the page would grow by kilobytes for every empty folder.
    private static func emptyFolders(_ folders: [String], findings: Int) -> String {
        let named = folders.prefix(maximumEmptyFoldersNamed).map { e(shown($0)) }.joined(separator: ", ")
        let rest = folders.count - min(folders.count, maximumEmptyFoldersNamed)
        let count = folders.count == 1 ? "1 folder holds" : "\(folders.count) folders hold"
        return "<p class=\"empty-folders\">\(count) none of the app's strings and \(folders.count == 1 ? "gets" : "get") no section: "
            + named + (rest > 0 ? " and \(rest) more" : "")
            + (findings > 0 ? " (strings-check: \(findings) finding\(findings == 1 ? "" : "s") about them, not listed)" : "") + ".</p>\n"
    }

    private static func section(_ language: GalleryLanguage) -> String {
        let dir = language.direction == .rightToLeft ? "rtl" : "ltr"
        let lang = e(language.locale)
        var names = e(language.englishName ?? language.folder)
        if let native = language.nativeName, native != language.englishName {
            names += " · <bdi lang=\"\(lang)\">\(e(native))</bdi>"
        }
        let count = language.findings.count
        var html = """
        <section class="language script-\(e(language.script))" id="lang-\(e(language.folder))" data-language="\(e(language.folder))" lang="\(lang)" dir="\(dir)">
        <h2 lang="en" dir="ltr">\(e(language.folder)) — \(names) <span class="meta">(alerts in \(lang), \(dir == "rtl" ? "right to left" : "left to right"), \(count) finding\(count == 1 ? "" : "s"))</span></h2>
        \(review(language.review))
        <div class="alerts">

        """
        for alert in language.alerts { html += card(alert, lang: lang, dir: dir) }
        html += "</div>\n<aside class=\"findings\" lang=\"en\" dir=\"ltr\"><h3>strings-check: \(count == 0 ? "no findings" : "\(count) finding\(count == 1 ? "" : "s")")</h3>"
        html += count == 0 ? "<p class=\"none\">Nothing to fix in \(e(language.folder)).</p>" : findingList(language.findings)
        html += "</aside>\n</section>\n"
        return html
    }

    /// The language's review status, under its heading: translators see which languages still
    /// want a native reader.
    private static func review(_ review: ReviewStatus.Language) -> String {
        let state = review.nativeReview == nil ? "unreviewed" : "reviewed"
        let note = review.note.map { " <span class=\"note\">\(e($0))</span>" } ?? ""
        return "<p class=\"review \(state)\" data-review=\"\(state)\" lang=\"en\" dir=\"ltr\"><strong>\(e(review.summary))</strong>\(note)</p>"
    }

    private static func card(_ alert: GalleryAlert, lang: String, dir: String) -> String {
        var html = "<article class=\"alert\" data-kind=\"\(e(alert.kind))\" lang=\"\(lang)\" dir=\"\(dir)\">\n"
        html += "<p class=\"caption\" lang=\"en\">\(e(alert.caption))</p>\n"
        if let title = alert.title { html += string(title, element: "h3", className: "title") }
        for line in alert.lines { html += string(line, element: "p", className: line.key == nil ? "line note" : "line") }
        if !alert.buttons.isEmpty {
            html += "<div class=\"buttons\">\n"
            for (index, button) in alert.buttons.enumerated() {
                html += string(button, element: "div", className: index == 0 ? "button preferred" : "button")
            }
            html += "</div>\n"
        }
        return html + "</article>\n"
    }

    /// One string: the text, then its key and origin in small print (and as the hover title).
    private static func string(_ text: GalleryText, element: String, className: String) -> String {
        let source = [text.key, text.origin].compactMap { $0 }.joined(separator: " · ")
        return "<\(element) class=\"\(className)\" title=\"\(e(source))\"><span class=\"text\">\(e(shown(text.text)))</span>"
            + "<span class=\"key\"><bdi dir=\"ltr\" lang=\"en\">\(e(source))</bdi></span></\(element)>\n"
    }

    /// The most of one string a card shows, in UTF-8 bytes: a translation is a few hundred. An app's
    /// string of megabytes, falling back to its base language, would otherwise be copied whole into every
    /// card of every language (7 MB of strings made a 442 MB page).
    static let maximumShownBytes = 2_000

    /// `text`, or its first ``maximumShownBytes`` (whole characters) and how much was left out.
    static func shown(_ text: String) -> String {
        guard text.utf8.count > maximumShownBytes else { return text }
        var end = text.startIndex
        var bytes = 0
        for character in text {
            bytes += character.utf8.count
            if bytes > maximumShownBytes { break }
            end = text.index(after: end)
        }
        let kept = text[..<end]
        return kept + "… (\(text.utf8.count - kept.utf8.count) more bytes not shown)"
    }

    private static func findingList(_ findings: [GalleryFinding]) -> String {
        let items = findings.map { finding in
            "<li class=\"\(e(finding.severity))\"><strong>\(e(finding.severity))</strong> [\(e(finding.rule))] \(e(shown(finding.message))) <code>\(e(shown(finding.location)))</code></li>"
        }
        return "<ul>" + items.joined() + "</ul>"
    }

    /// `text` for an element or a quoted attribute: every string the page shows (translations, file names,
    /// findings) comes from files anyone may edit.
    private static func e(_ text: String) -> String { SafeText.line(text, .html) }
}
