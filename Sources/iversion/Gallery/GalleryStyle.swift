/// The page's style sheet: alert-sized cards (a phone alert is about 270 points wide) so that long
/// words and buttons meet the same limits they meet in an app, and a findings panel beside them.
enum GalleryStyle {
    static let css = """
    :root { color-scheme: light; --card: 280px; }
    * { box-sizing: border-box; }
    body { margin: 0; font-family: \(GalleryFonts.base); background: #eef0f3; color: #1c1c1e; }
    header.page { padding: 20px 28px 12px; background: #fff; border-bottom: 1px solid #d0d4da; }
    header.page h1 { margin: 0 0 4px; font-size: 22px; }
    header.page p { margin: 4px 0; font-size: 13px; color: #4a4f57; }
    #layout-summary { font-weight: 600; }
    #layout-summary.bad { color: #b00020; }
    nav.languages { display: flex; flex-wrap: wrap; gap: 4px 8px; margin-top: 8px; font-size: 12px; }
    nav.languages a { color: #0a58ca; text-decoration: none; }
    main { padding: 12px 20px 40px; }
    section.language { display: grid; grid-template-columns: minmax(0, 1fr) 300px; gap: 12px; margin: 14px 0;
        padding: 12px; background: #f8f9fb; border: 1px solid #d7dbe0; border-radius: 10px; }
    section.language > h2 { grid-column: 1 / -1; margin: 0; font-size: 16px; font-family: \(GalleryFonts.base); }
    section.language > h2 .meta { font-weight: 400; color: #5b616b; font-size: 13px; }
    section.language > .review { grid-column: 1 / -1; margin: -6px 0 0; font-size: 12px; }
    .review.unreviewed strong { color: #8a5a00; }
    .review.reviewed strong { color: #2e7d32; }
    .review .note { color: #5b616b; }
    .alerts { display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-start; }
    .alert { width: var(--card); background: #fff; border-radius: 14px; box-shadow: 0 1px 3px rgba(0,0,0,.18);
        padding: 14px 14px 10px; text-align: start; overflow-wrap: anywhere; word-break: normal; hyphens: auto; }
    .alert .caption { margin: 0 0 8px; font: 600 10px/1.3 \(GalleryFonts.base); letter-spacing: .04em;
        text-transform: uppercase; color: #8a8f98; }
    .alert .title { margin: 0 0 6px; font-size: 16px; font-weight: 650; line-height: 1.35; }
    .alert .line { margin: 0 0 6px; font-size: 13px; line-height: 1.45; }
    .alert .line.note { color: #3a3f47; }
    .alert .buttons { display: flex; flex-direction: column; gap: 6px; margin-top: 10px; }
    .alert .button { display: block; width: 100%; border-radius: 9px; padding: 7px 10px; background: #e9f1ff;
        color: #0a58ca; font-size: 14px; text-align: center; line-height: 1.3; }
    .alert .button.preferred { background: #0a66ff; color: #fff; font-weight: 600; }
    .key { display: block; margin-top: 1px; font: 10px/1.3 ui-monospace, "DejaVu Sans Mono", Menlo, Consolas, monospace;
        color: #8a8f98; font-weight: 400; overflow-wrap: anywhere; }
    .button .key { color: inherit; opacity: .7; }
    .overflow { outline: 2px solid #d00; outline-offset: 1px; }
    aside.findings { font-size: 12px; background: #fff; border: 1px solid #e0e3e8; border-radius: 8px; padding: 8px 10px;
        align-self: start; overflow-wrap: anywhere; }
    aside.findings h3 { margin: 0 0 6px; font-size: 12px; }
    aside.findings ul { margin: 0; padding-inline-start: 16px; }
    aside.findings li { margin: 0 0 6px; }
    aside.findings .error { color: #b00020; }
    aside.findings .warning { color: #8a5a00; }
    aside.findings .none { color: #2e7d32; }
    aside.findings code { font-size: 11px; color: #5b616b; }
    @media (max-width: 760px) { section.language { grid-template-columns: 1fr; } }
    """
}
