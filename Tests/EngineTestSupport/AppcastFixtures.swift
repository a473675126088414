/// Appcasts shaped like the ones Mac developers publish, for the engine's and the runtime's appcast tests.
enum AppcastFixtures {
    static func appcast(_ items: String...) -> [UInt8] {
        Array("""
            <?xml version="1.0" encoding="utf-8"?>
            <rss version="2.0" xmlns:sparkle="http://www.andymatuschak.org/xml-namespaces/sparkle">
              <channel><title>Notes</title>
            \(items.joined(separator: "\n"))
              </channel>
            </rss>
            """.utf8)
    }

    /// An item with a full enclosure, published ten days before `Fixtures.now`.
    static func item(_ version: String, _ extra: String = "", enclosure: String? = nil) -> String {
        """
        <item>
          <title>Version \(version)</title>
          <sparkle:version>\(version)</sparkle:version>
          <pubDate>Fri, 13 Nov 2026 12:00:00 +0000</pubDate>
          \(extra)
          \(enclosure ?? #"<enclosure url="https://example.com/Notes-\#(version).zip" length="5242880" type="application/octet-stream"/>"#)
        </item>
        """
    }

    static let informational = appcast(
        item("3.0", """
            <link>https://example.com/notes/3.0</link>
            <sparkle:criticalUpdate/>
            <sparkle:informationalUpdate>
              <sparkle:version>2.5</sparkle:version>
              <sparkle:version>2.4</sparkle:version>
              <sparkle:belowVersion>1.0</sparkle:belowVersion>
            </sparkle:informationalUpdate>
            """),
        item("2.6"))
}
