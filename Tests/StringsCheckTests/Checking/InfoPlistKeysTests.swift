import StringsCheck
import Testing

/// Info.plist keys in trees shaped like the apps they were found in (written for these tests):
/// an Info.plist's own settings, and the bundle name a generated Info.plist holds.
@Suite("Info.plist keys a translation may leave out or add")
struct InfoPlistKeysTests {
    typealias Shapes = RealProjectShapesTests

    /// An app's Info.plist with settings its code reads (a Loop-like app group, a companion's
    /// bundle ID): keys spelled like any Info.plist key's but with one capital.
    static let settingsPlist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
        \t<key>SharedGroupIdentifier</key>
        \t<string>$(SHARED_GROUP_IDENTIFIER)</string>
        \t<key>CompanionBundleIdentifier</key>
        \t<string>$(COMPANION_BUNDLE_IDENTIFIER)</string>
        \t<key>CacheDurationDays</key>
        \t<string>7</string>
        \t<key>CFBundleName</key>
        \t<string>$(PRODUCT_NAME)</string>
        \t<key>NSMotionUsageDescription</key>
        \t<string>Steps are counted to pace your lessons.</string>
        </dict>
        </plist>
        """

    /// A key the plist holds as a setting: a language's `InfoPlist.strings` that leaves it out gets
    /// the plist's own value from `Bundle`, so nothing is missing; a usage description still is
    /// asked for, as a warning: the permission prompt shows the plist's text, never a key.
    @Test func anInfoPlistsOwnSettingsAreNotAskedFor() throws {
        let report = try Shapes.check([
            "/p/Lessons/Info.plist": Self.settingsPlist,
            "/p/Lessons/de.lproj/InfoPlist.strings": "/* Bundle name */\n\"CFBundleName\" = \"Lektionen\";\n\"NSMotionUsageDescription\" = \"Schritte werden gezählt.\";\n",
            "/p/Lessons/fr.lproj/InfoPlist.strings": "\"CFBundleName\" = \"Leçons\";\n",
        ])
        #expect(Shapes.lines(report) == [
            "/p/Lessons/fr.lproj/InfoPlist.strings:1:1: warning: fr lacks \"NSMotionUsageDescription\", which the base (en) defines; the system shows the Info.plist's own text instead [missing-key]",
        ])
    }

    static func generatingProject(productName: String) -> String {
        """
        // !$*UTF8*$!
        {
        \tobjects = {
        \t\tAA01 /* Debug */ = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbuildSettings = {
        \t\t\t\tGENERATE_INFOPLIST_FILE = YES;
        \t\t\t\tINFOPLIST_FILE = Tracker/Info.plist;
        \t\t\t\tINFOPLIST_KEY_NSCameraUsageDescription = "Scans the labels of parcels.";
        \t\t\t\tPRODUCT_NAME = \(productName);
        \t\t\t};
        \t\t};
        \t};
        }
        """
    }

    /// `GENERATE_INFOPLIST_FILE = YES`: Xcode writes `CFBundleName` into the built plist though
    /// the target's own Info.plist lacks it, so a language that names the app is no `extra-key`.
    @Test func theBundleNameAGeneratedInfoPlistHoldsMayBeTranslated() throws {
        let report = try Shapes.check([
            "/p/Tracker.xcodeproj/project.pbxproj": Self.generatingProject(productName: "\"Parcel Tracker\""),
            "/p/Tracker/Info.plist": "<plist version=\"1.0\"><dict><key>UIFileSharingEnabled</key><true/></dict></plist>",
            "/p/Tracker/es.lproj/InfoPlist.strings": "\"CFBundleName\" = \"Rastreador\";\n\"NSCameraUsageDescription\" = \"Lee las etiquetas.\";\n",
            "/p/Tracker/it.lproj/InfoPlist.strings": "\"CFBundleName\" = \"Tracciatore\";\n\"CFBundleNickname\" = \"Pacchi\";\n",
        ])
        #expect(Shapes.lines(report) == [
            "/p/Tracker/it.lproj/InfoPlist.strings:1:1: warning: it lacks \"NSCameraUsageDescription\", which the base (en) defines; the system shows the Info.plist's own text instead [missing-key]",
            "/p/Tracker/it.lproj/InfoPlist.strings:2:1: warning: it defines \"CFBundleNickname\", which the base (en) does not [extra-key]",
        ])
    }

    @Test func aGeneratingBlockNamesItsProduct() {
        let settings = XcodeBuildSettings(Array(Self.generatingProject(productName: "Tracker").utf8))
        #expect(settings.infoPlistKeys(for: "Tracker/Info.plist").map { "\($0.key)=\($0.value)" } == [
            "NSCameraUsageDescription=Scans the labels of parcels.", "CFBundleName=Tracker",
        ])
    }

    /// An extension's `InfoPlist.xcstrings`: Xcode builds it into each language's
    /// `InfoPlist.strings`, so a plist key a language lacks shows the plist's text (a warning), its
    /// bundle name may stay out, and a text of its own is still asked for.
    @Test func anInfoPlistCatalogsPlistKeysFallBackToThePlist() throws {
        let catalog = CatalogCheck.catalog("""
            "CFBundleName" : {
              "comment" : "Bundle name",
              "localizations" : {
                "de" : \(CatalogCheck.unit("Teilen-Erweiterung"))
              }
            },
            "NSPhotoLibraryAddUsageDescription" : {
              "comment" : "Privacy - Photo Library Additions Usage Description",
              "localizations" : {
                "de" : \(CatalogCheck.unit("Speichert geteilte Bilder.")),
                "en" : \(CatalogCheck.unit("Saves shared pictures."))
              }
            },
            "Sharing is off" : {
              "extractionState" : "manual",
              "localizations" : {
                "de" : \(CatalogCheck.unit("Teilen ist aus")),
                "en" : \(CatalogCheck.unit("Sharing is off"))
              }
            },
            "Sharing is on" : {
              "extractionState" : "manual",
              "localizations" : {
                "en" : \(CatalogCheck.unit("Sharing is on")),
                "fr" : \(CatalogCheck.unit("Le partage est actif"))
              }
            }
        """)
        #expect(try CatalogCheck.lines(["/p/Share/InfoPlist.xcstrings": catalog]) == [
            "/p/Share/InfoPlist.xcstrings:10:5: warning: fr lacks \"NSPhotoLibraryAddUsageDescription\", which the base (en) defines; the system shows the Info.plist's own text instead [missing-key]",
            "/p/Share/InfoPlist.xcstrings:17:5: warning: fr lacks \"Sharing is off\", which the base (en) defines; the key is the base's text, so the user sees it untranslated [missing-key]",
            "/p/Share/InfoPlist.xcstrings:24:5: warning: de lacks \"Sharing is on\", which the base (en) defines; the key is the base's text, so the user sees it untranslated [missing-key]",
        ])
    }
}
