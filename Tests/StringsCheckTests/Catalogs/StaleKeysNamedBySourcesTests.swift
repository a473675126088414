import StringsCheck
import Testing

/// A String Catalog key Xcode marks `stale` though the project's code looks it up: in a tree shaped
/// like a Mac and iOS reader app whose account code lives in a local Swift package (written for
/// these tests).
@Suite("catalog-state: stale keys the sources name")
struct StaleKeysNamedBySourcesTests {
    static let catalog = CatalogCheck.catalog(
        """
            "account.name.on-this-device" : {
              "comment" : "Name of the account kept on this device",
              "extractionState" : "stale",
              "localizations" : {
                "de" : \(CatalogCheck.unit("Auf diesem Gerät")),
                "en" : \(CatalogCheck.unit("On This Device"))
              }
            },
            "account.name.retired-sync" : {
              "extractionState" : "stale",
              "localizations" : {
                "en" : \(CatalogCheck.unit("Old Sync"))
              }
            }
        """)

    static let files: [String: String] = [
        "/p/Reader.xcodeproj/project.pbxproj": "\t\t\tdevelopmentRegion = en;\n",
        "/p/Shared/AccountNames.xcstrings": catalog,
        "/p/Packages/Accounts/Package.swift": "// swift-tools-version:5.9\nimport PackageDescription\n",
        // The package's code looks the key up in the app's bundle, where Xcode's extractor never reads.
        "/p/Packages/Accounts/Sources/Accounts/LocalAccount.swift": """
        import Foundation

        struct LocalAccount {
            var defaultName: String {
                NSLocalizedString("account.name.on-this-device", tableName: "AccountNames", comment: "")
            }
        }
        """,
    ]

    /// The key a package's source names is used: no finding advises removing it. A stale key no
    /// source names is still reported.
    @Test func aStaleKeyAPackageLooksUpIsNoFinding() throws {
        let lines = try CatalogCheck.lines(Self.files, rules: [.catalogState])
        #expect(
            lines == [
                "/p/Shared/AccountNames.xcstrings:12:5: warning: \"account.name.retired-sync\" is stale: Xcode no longer finds it in the sources, so no language is asked for it; remove it, or use it again [catalog-state]"
            ])
    }

    /// Without the project's sources (no Xcode project holds the catalog), nothing says the key is
    /// used, so its stale mark is reported as before.
    @Test func withoutTheProjectsSourcesAStaleKeyIsReported() throws {
        var files = Self.files
        files["/p/Reader.xcodeproj/project.pbxproj"] = nil
        #expect(try CatalogCheck.lines(files, rules: [.catalogState]).count == 2)
    }
}
