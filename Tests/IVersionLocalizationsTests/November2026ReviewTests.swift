import Foundation
import IVersionLocalizations
import LocaleServices
import Strings
import Testing

/// The November 2026 review (`shared/reviews/localisation-2026-11.md`): the fixes whose problem and fix
/// were both judged medium or better are in, and stay in; the low-confidence proposals are not applied but
/// kept as open questions for a native speaker in `review-status.json`.
@Suite("Library localisations: the 2026-11 review")
struct November2026ReviewTests {
    static let bundle = LibraryLocalizations.bundle

    @Test("applied fixes", arguments: [
        // Register: af keeps *Jy* as its plural does.
        ("af", "iVersionUpToDateFormat", "Jy het die nuutste weergawe (%@)."),
        ("af", "iVersionIgnoredFormat", "Jy het gekies om weergawe %@ te ignoreer."),
        // zh-HK names the action of its Ignore button (忽略).
        ("zh-HK", "iVersionIgnoredFormat", "你已選擇忽略版本 %@。"),
        // Spain Spanish: the present perfect, as its plural (`Te has perdido`), not es-419's tenses.
        ("es", "iVersionIgnoredFormat", "Has elegido ignorar la versión %@."),
        ("es", "iVersionNotCheckedMessage", "No se han buscado actualizaciones."),
        ("es", "iVersionCheckFailedMessage", "No se han podido buscar actualizaciones."),
        ("fr", "iVersionNotCheckedMessage", "Aucune recherche de mises à jour n’a été effectuée."),
        ("ko", "iVersionUpToDateFormat", "최신 버전(%@)을 사용 중입니다."),
        // Mongolian: a postposition that takes any date, not a suffix that depends on the number.
        ("mn", "iVersionDeferredFormat", "%@ хүртэл ямар ч шинэчлэлт харуулахгүй."),
        ("fi", "iVersionIgnoredFormat", "Ohitit version %@."),
        // The medium date ends with a full stop in these: it no longer ends the sentence.
        ("bs", "iVersionDeferredFormat", "Prije %@ neće biti prikazano nijedno ažuriranje."),
        ("hr", "iVersionDeferredFormat", "Prije %@ neće se prikazati nijedno ažuriranje."),
        ("sr", "iVersionDeferredFormat", "Пре %@ неће бити приказано ниједно ажурирање."),
        ("sr-Latn", "iVersionDeferredFormat", "Pre %@ neće biti prikazano nijedno ažuriranje."),
        // Welsh: soft mutation after the feminine *fersiwn*.
        ("cy", "iVersionUpToDateFormat", "Mae gennych y fersiwn ddiweddaraf (%@)."),
        // No space between the date's final 日 and 之前.
        ("zh-Hans", "iVersionDeferredFormat", "%@之前不会显示任何更新。"),
        ("zh-Hant", "iVersionDeferredFormat", "%@之前不會顯示任何更新。"),
        ("zh-HK", "iVersionDeferredFormat", "%@之前不會顯示任何更新。"),
    ])
    func applied(language: String, key: String, value: String) throws {
        let table = try #require(try Self.bundle.table("iVersion", language: language))
        #expect(table.strings[key] == value)
    }

    @Test("one register in the Chinese plural (你, as the summaries)", arguments: [
        ("zh-Hans", "你已错过 %d 个更新"), ("zh-Hant", "你已錯過 %d 個更新"),
    ])
    func chinesePlural(language: String, form: String) throws {
        let entry = try #require(try Self.bundle.table("iVersion", language: language)?.plurals["iVersionMissedUpdates"])
        #expect(entry.variables.values.contains { $0.forms[.other] == form })
    }

    /// The proposals a native speaker must decide: not applied (the text is the reviewed one), and named
    /// in that language's note in `review-status.json`, which the gallery shows.
    @Test("open questions are recorded, not applied", arguments: [
        ("si", "iVersionIgnoredFormat", "ඔබ අනුවාදය %@ නොසලකා හැරීමට තෝරා ගත්තා."),
        ("si", "iVersionNotCheckedMessage", "යාවත්කාලීන පරීක්ෂා නොකළා."),
        ("si", "iVersionCheckFailedMessage", "යාවත්කාලීන පරීක්ෂා කළ නොහැකි විය."),
        ("si", "iVersionDeferredFormat", "%@ට පෙර කිසිදු යාවත්කාලීනයක් නොපෙන්වයි."),
        ("ja", "iVersionIgnoredFormat", "バージョン %@ を無視するよう選択しました。"),
        ("ml", "iVersionDeferredFormat", "%@ നു മുമ്പ് അപ്‌ഡേറ്റുകളൊന്നും കാണിക്കില്ല."),
        ("uz", "iVersionDeferredFormat", "%@ gacha hech qanday yangilanish koʻrsatilmaydi."),
        ("tr", "iVersionUpToDateFormat", "En yeni sürüme sahipsiniz (%@)."),
        ("zh-HK", "iVersionNotCheckedMessage", "未有檢查更新。"),
    ])
    func openQuestions(language: String, key: String, unchanged: String) throws {
        let table = try #require(try Self.bundle.table("iVersion", language: language))
        #expect(table.strings[key] == unchanged)
        let note = try #require(try Self.notes()[language])
        #expect(note.contains("Open question") && note.contains(key), "\(note)")
    }

    @Test("the Amharic plural verb stays an open question")
    func amharicPluralVerb() throws {
        let note = try #require(try Self.notes()["am"])
        #expect(note.contains("iVersionMissedUpdates") && note.contains("አምልጠዎታል"), "\(note)")
    }

    /// Each language's note in `Localizations/review-status.json`, the file the gallery reads.
    static func notes() throws -> [String: String] {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Localizations/review-status.json")
        let object = try JSONSerialization.jsonObject(with: try Data(contentsOf: file)) as? [String: Any]
        let languages = try #require(object?["languages"] as? [String: [String: Any]])
        return languages.compactMapValues { $0["note"] as? String }
    }
}
