import StringsCheck
import Testing

/// String Catalogs as Xcode reads them, each behaviour in a catalog shaped like a real app's.
@Suite("String Catalogs as Xcode reads them")
struct StringCatalogRulesTests {
    typealias C = CatalogCheck

    /// A storyboard's catalog, as Xcode keeps it beside `Base.lproj`: `mul.lproj/Main.xcstrings`,
    /// Interface Builder object keys, the source units `new` (extracted from the storyboard).
    static let interfaceBuilderCatalog = C.catalog("""
        "1dS-BH-DIv.title" : {
          "comment" : "Class = \\"NSViewController\\"; title = \\"Pointer\\"; ObjectID = \\"1dS-BH-DIv\\";",
          "extractionState" : "extracted_with_value",
          "localizations" : {
            "de" : \(C.unit("Zeiger")),
            "en" : \(C.unit("Pointer", "new")),
            "fr" : \(C.unit("Pointeur"))
          }
        },
        "7Gq-x2-Lk9.title" : {
          "extractionState" : "extracted_with_value",
          "localizations" : {
            "de" : \(C.unit("Über")),
            "en" : \(C.unit("About", "new"))
          }
        },
        "Kp1-aa-bb2.title" : {
          "extractionState" : "extracted_with_value",
          "localizations" : {
            "en" : \(C.unit("100", "new"))
          }
        }
    """)

    @Test func aMulFolderHoldsACatalogOfEveryLanguageNotALanguageMul() throws {
        let report = try C.run([
            "/p/App/Base.lproj/Localizable.strings": "\"ok\" = \"OK\";",
            "/p/App/de.lproj/Localizable.strings": "\"ok\" = \"OK\";",
            "/p/App/mul.lproj/Main.xcstrings": Self.interfaceBuilderCatalog,
        ])
        #expect(report.localizations == [
            LocalizationSet(path: "/p/App/mul.lproj/Main.xcstrings", base: "en", languages: ["de", "en", "fr"]),
            LocalizationSet(path: "/p/App", base: "Base", languages: ["Base", "de"]),
        ])
        // fr lacks "About": the interface shows the storyboard's text, a warning as for any
        // Interface Builder text; "100" has no letters and is asked of nobody.
        #expect(report.diagnostics.map(\.description) == [
            "/p/App/mul.lproj/Main.xcstrings:13:5: warning: fr lacks \"7Gq-x2-Lk9.title\", which the base (en) defines; the interface shows the base's text \"About\" [missing-key]",
        ])
        #expect(report.coverage == [
            // de: both catalog texts and its Localizable.strings; "100" counts, as in Xcode's percentage.
            LanguageCoverage(language: "de", present: 3, total: 4), LanguageCoverage(language: "fr", present: 1, total: 3),
        ])
    }

    /// Xcode's review states: `needs_review` and `new` ship but are not counted as translated.
    static let reviewCatalog = C.catalog("""
        "settings.title" : {
          "extractionState" : "manual",
          "localizations" : {
            "de" : \(C.unit("Einstellungen", "needs_review")),
            "en" : \(C.unit("Settings")),
            "es" : \(C.unit("Ajustes"))
          }
        },
        "timeline.empty" : {
          "localizations" : {
            "de" : \(C.unit("Nothing here", "new")),
            "en" : \(C.unit("Nothing here")),
            "es" : \(C.unit("", "new"))
          }
        },
        "instance.info.domains" : {
          "comment" : "MARK: Instances",
          "extractionState" : "stale",
          "localizations" : {
            "de" : \(C.unit("Domains")),
            "en" : \(C.unit("Domains"))
          }
        },
        "Ice Cubes" : {
          "shouldTranslate" : false
        },
        "app.name" : {
          "localizations" : {
            "en" : \(C.unit("Ice Cubes"))
          },
          "shouldTranslate" : false
        }
    """)

    @Test func reviewStatesAreWarningsAndCoverageCountsTranslatedUnits() throws {
        let report = try C.run(["/p/Localizable.xcstrings": Self.reviewCatalog])
        // de's "Nothing here" is the source text, but marked new: one finding, not an untranslated one too.
        #expect(report.diagnostics.map(\.description) == [
            "/p/Localizable.xcstrings:4:5: warning: \"settings.title\" in de is marked needs_review in the catalog, so Xcode does not count it as translated; review it and mark it translated [catalog-state]",
            "/p/Localizable.xcstrings:12:5: error: es lacks \"timeline.empty\", which the base (en) defines [missing-key]",
            "/p/Localizable.xcstrings:12:5: warning: \"timeline.empty\" in de is marked new (not translated yet) in the catalog, so Xcode does not count it as translated; review it and mark it translated [catalog-state]",
            "/p/Localizable.xcstrings:19:5: warning: \"instance.info.domains\" is stale: Xcode no longer finds it in the sources, so no language is asked for it; remove it, or use it again [catalog-state]",
        ])
        // Two keys are asked for (the stale and the untranslatable ones are not); de has two units,
        // neither in state translated; es has one, translated.
        #expect(report.coverage == [
            LanguageCoverage(language: "de", present: 0, total: 2), LanguageCoverage(language: "es", present: 1, total: 2),
        ])
    }

    /// Substitutions as Xcode writes them for `"\(posts) posts from \(people) participants"`:
    /// `argNum` places each variable, `%arg` is its number, `formatSpecifier` its conversion; and an
    /// argument used only inside a substitution (`%2$@`).
    static let substitutionCatalog = C.catalog("""
        "design.tag.n-posts-from-n-participants %lld %lld" : {
          "localizations" : {
            "de" : {
              "stringUnit" : { "state" : "translated", "value" : "%#@count_posts@ von %#@count_participants@" },
              "substitutions" : {
                "count_participants" : { "argNum" : 2, "formatSpecifier" : "lld", "variations" : \(C.plural([("one", "%arg Teilnehmendem"), ("other", "%arg Teilnehmenden")])) },
                "count_posts" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : \(C.plural([("one", "%arg Beitrag"), ("other", "%arg Beiträge")])) }
              }
            },
            "en" : {
              "stringUnit" : { "state" : "translated", "value" : "%#@count_posts@ posts from %#@count_participants@ participants" },
              "substitutions" : {
                "count_participants" : { "argNum" : 2, "formatSpecifier" : "lld", "variations" : \(C.plural([("one", "%arg"), ("other", "%arg")])) },
                "count_posts" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : \(C.plural([("one", "%arg"), ("other", "%arg")])) }
              }
            },
            "fr" : {
              "stringUnit" : { "state" : "translated", "value" : "%#@count_posts@ de %#@count_participants@" },
              "substitutions" : {
                "count_participants" : { "argNum" : 2, "formatSpecifier" : "lld", "variations" : \(C.plural([("one", "%arg participant"), ("many", "%arg de participants"), ("other", "%@ participants")])) },
                "count_posts" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : \(C.plural([("one", "%arg message"), ("many", "%arg de messages"), ("other", "%arg messages")])) }
              }
            }
          }
        },
        "account.label.followers %lld %@" : {
          "localizations" : {
            "de" : {
              "stringUnit" : { "state" : "translated", "value" : "%#@followers@" },
              "substitutions" : { "followers" : { "formatSpecifier" : "lld", "variations" : \(C.plural([("one", "%2$@ Follower"), ("other", "%2$@ Follower")])) } }
            },
            "en" : {
              "stringUnit" : { "state" : "translated", "value" : "%#@followers@" },
              "substitutions" : { "followers" : { "formatSpecifier" : "lld", "variations" : \(C.plural([("one", "%2$@ follower"), ("other", "%2$@ followers")])) } }
            },
            "fr" : {
              "stringUnit" : { "state" : "translated", "value" : "%#@followers@" },
              "substitutions" : { "followers" : { "formatSpecifier" : "lld", "variations" : \(C.plural([("one", "%2$d abonné"), ("many", "%2$@ d’abonnés"), ("other", "%2$@ abonnés")])) } }
            }
          }
        }
    """)

    @Test func substitutionsTakeTheirArgumentsWhereArgNumAndTheFormsSay() throws {
        let lines = try C.lines(["/p/Localizable.xcstrings": Self.substitutionCatalog], rules: [.formatMismatch, .pluralCategories, .untranslated])
        #expect(lines == [
            "/p/Localizable.xcstrings:4:5: error: plural \"design.tag.n-posts-from-n-participants %lld %lld\" in fr: the \"other\" form of \"count_participants\" takes 1: unused, 2: %@ (object), but the base (en) takes 1: unused, 2: %d (integer) [format-mismatch]",
            "/p/Localizable.xcstrings:29:5: error: plural \"account.label.followers %lld %@\" in fr: the \"one\" form of \"followers\" takes %d (integer) at 2, but the base (en) takes %@ (object) there [format-mismatch]",
        ])
    }

    /// A key that declares its argument while the source value leaves it out (Xcode extracts
    /// `"notifications.label.favorite \\(count)"`; English says "starred" whatever the count), and
    /// translations that vary by plural, or stay plain.
    static let keyArgumentCatalog = C.catalog("""
        "notifications.label.favorite %lld" : {
          "localizations" : {
            "be" : \(C.unit("пазначана")),
            "de" : {
              "stringUnit" : { "state" : "translated", "value" : "%#@count@" },
              "substitutions" : { "count" : { "formatSpecifier" : "lld", "variations" : \(C.plural([("one", "hat favorisiert"), ("other", "haben favorisiert")])) } }
            },
            "en" : \(C.unit("starred")),
            "fr" : \(C.unit("%lld ont ajouté en favori")),
            "it" : \(C.unit("%@ ha aggiunto ai preferiti"))
          }
        }
    """)

    @Test func argumentsDeclaredInTheKeyMayBeTakenByATranslation() throws {
        let lines = try C.lines(["/p/Localizable.xcstrings": Self.keyArgumentCatalog], rules: [.formatMismatch])
        #expect(lines == [
            "/p/Localizable.xcstrings:4:5: error: \"notifications.label.favorite %lld\" in it takes %@ (object) at 1, but the base (en) and its key take %d (integer) there [format-mismatch]",
        ])
    }

    /// Device variations (IceCubes' platform names), one of them varied by plural inside, and
    /// translations that vary by device, vary by plural only, or are plain.
    static let deviceCatalog = C.catalog("""
        "settings.display.section.platform" : {
          "localizations" : {
            "de" : { "variations" : { "device" : {
              "ipad" : \(C.unit("iPad")), "iphone" : \(C.unit("iPhone")), "mac" : \(C.unit("Mac")) } } },
            "en" : { "variations" : { "device" : {
              "applevision" : \(C.unit("Apple Vision")), "ipad" : \(C.unit("iPad")), "iphone" : \(C.unit("iPhone")), "mac" : \(C.unit("Mac")) } } },
            "fr" : \(C.unit("Appareil"))
          }
        },
        "sync.devices %lld" : {
          "localizations" : {
            "en" : { "variations" : { "device" : {
              "mac" : \(C.unit("Syncing with %lld devices")),
              "other" : { "variations" : \(C.plural([("one", "Syncing with %lld device"), ("other", "Syncing with %lld devices")])) } } } },
            "ja" : \(C.unit("%lld 台のデバイスと同期中")),
            "pl" : { "variations" : \(C.plural([("one", "Synchronizacja z %lld urządzeniem"), ("few", "Synchronizacja z %lld urządzeniami"), ("other", "Synchronizacja z %lld urządzenia")])) },
            "uk" : { "variations" : \(C.plural([("one", "%@ пристрій"), ("few", "%lld пристрої"), ("many", "%lld пристроїв"), ("other", "%lld пристрою")])) }
          }
        }
    """)

    @Test func deviceAndPluralVariationsNestedAndPlainTranslationsOfThem() throws {
        let lines = try C.lines(["/p/Localizable.xcstrings": Self.deviceCatalog])
        // Both keys are in the base whatever their variations; a plain translation (fr, ja) or a
        // plural of a device-varied base (pl, uk) is valid, and is checked for its arguments and
        // categories; de's value is its iPhone variant, as the base's is.
        #expect(lines == [
            "/p/Localizable.xcstrings:4:5: error: ja lacks \"settings.display.section.platform\", which the base (en) defines [missing-key]",
            "/p/Localizable.xcstrings:4:5: error: pl lacks \"settings.display.section.platform\", which the base (en) defines [missing-key]",
            "/p/Localizable.xcstrings:4:5: error: uk lacks \"settings.display.section.platform\", which the base (en) defines [missing-key]",
            "/p/Localizable.xcstrings:4:5: warning: \"settings.display.section.platform\" in de is the same as in the base (en): \"iPhone\"; translate it, or allow it with --allow [untranslated]",
            "/p/Localizable.xcstrings:13:5: error: de lacks \"sync.devices %lld\", which the base (en) defines [missing-key]",
            "/p/Localizable.xcstrings:13:5: error: fr lacks \"sync.devices %lld\", which the base (en) defines [missing-key]",
            "/p/Localizable.xcstrings:13:5: error: plural \"sync.devices %lld\" in uk: the \"one\" form of \"value\" takes %@ (object) at 1, but the base (en) takes %d (integer) there [format-mismatch]",
            "/p/Localizable.xcstrings:13:5: warning: plural \"sync.devices %lld\" (value) in pl lacks \"many\", which pl uses for whole numbers (it uses \"one\", \"few\", \"many\" for them): those numbers are shown the \"other\" text [plural-categories]",
        ])
    }
}
