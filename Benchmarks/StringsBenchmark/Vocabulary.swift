/// Words for ``ProjectCorpus``: English for keys and comments, and the languages apps ship,
/// weighted towards Latin scripts as real localisation sets are.
enum Vocabulary {
    static let english = [
        "the", "update", "new", "version", "is", "available", "would", "you", "like", "to", "download", "it", "now",
        "cancel", "settings", "delete", "this", "item", "are", "sure", "your", "account", "photo", "library", "access",
        "allow", "notifications", "sign", "in", "with", "email", "password", "forgot", "share", "send", "message",
        "could", "not", "connect", "server", "try", "again", "later", "done", "edit", "profile", "save", "changes",
    ]
    static let identifiers = [
        "settings", "alert", "title", "message", "button", "ok", "cancel", "onboarding", "step", "profile", "error",
        "network", "offline", "purchase", "restore", "subscription", "privacy", "label", "placeholder", "search",
        "empty", "state", "detail", "footer", "header", "accessibility", "hint", "tab", "home", "inbox",
    ]
    static let formats = ["%@", "%d", "%1$@", "%2$@", "%lld", "%.1f", "%%", "%ld"]
    static let storyboardProperties = [
        ("UILabel", "text"), ("UIButton", "normalTitle"), ("UITextField", "placeholder"),
        ("UINavigationItem", "title"), ("UIBarButtonItem", "title"), ("UITabBarItem", "title"),
    ]

    static let languages: [[String]] = [
        english,
        english,
        ["la", "nouvelle", "version", "est", "disponible", "voulez", "vous", "télécharger", "maintenant", "réglages",
                         "supprimer", "cet", "élément", "êtes", "sûr", "compte", "photothèque", "accès", "autoriser", "réessayer", "plus", "tard", "ça"],
        ["die", "neue", "Version", "ist", "verfügbar", "möchten", "Sie", "jetzt", "herunterladen", "Einstellungen",
                         "löschen", "dieses", "Element", "sind", "sicher", "Konto", "Fotomediathek", "Zugriff", "erlauben", "später", "erneut", "größer"],
        ["la", "nueva", "versión", "está", "disponible", "quiere", "descargarla", "ahora", "ajustes", "eliminar",
                         "este", "elemento", "seguro", "cuenta", "fotos", "acceso", "permitir", "inténtelo", "más", "tarde", "niño", "¿", "¡"],
        ["la", "nuova", "versione", "è", "disponibile", "vuoi", "scaricarla", "adesso", "impostazioni", "elimina",
                         "questo", "elemento", "sicuro", "account", "libreria", "accesso", "consenti", "riprova", "più", "tardi"],
        ["a", "nova", "versão", "está", "disponível", "deseja", "transferir", "agora", "definições", "apagar",
                         "este", "item", "tem", "certeza", "conta", "fotografias", "acesso", "permitir", "tente", "novamente", "ação"],
        ["de", "nieuwe", "versie", "is", "beschikbaar", "wil", "je", "nu", "downloaden", "instellingen", "verwijder",
                         "dit", "onderdeel", "weet", "zeker", "account", "toegang", "sta", "toe", "probeer", "later", "opnieuw"],
        ["nowa", "wersja", "jest", "dostępna", "czy", "chcesz", "pobrać", "teraz", "ustawienia", "usuń", "ten",
                         "element", "na", "pewno", "konto", "dostęp", "zezwól", "spróbuj", "ponownie", "później", "żółć"],
        ["yeni", "sürüm", "mevcut", "şimdi", "indirmek", "ister", "misiniz", "ayarlar", "sil", "bu", "öğe",
                         "emin", "misiniz", "hesap", "erişim", "izin", "ver", "daha", "sonra", "tekrar", "deneyin"],
        ["phiên", "bản", "mới", "đã", "có", "bạn", "muốn", "tải", "xuống", "ngay", "cài", "đặt", "xóa", "mục", "này"],
        ["新しい", "バージョン", "が", "利用", "可能", "です", "今すぐ", "ダウンロード", "します", "か", "設定", "削除",
                         "この", "項目", "アカウント", "写真", "アクセス", "を", "許可", "後で", "もう一度", "お試し", "ください", "。", "、"],
        ["新版本", "可用", "是否", "立即", "下载", "设置", "删除", "此", "项目", "确定", "帐户", "照片", "图库",
                         "访问", "允许", "稍后", "再试", "。", "，"],
        ["새", "버전을", "사용할", "수", "있습니다", "지금", "다운로드", "하시겠습니까", "설정", "삭제", "이", "항목",
                         "계정", "사진", "접근", "허용", "나중에", "다시", "시도"],
        ["Доступна", "новая", "версия", "хотите", "загрузить", "её", "сейчас", "Настройки", "удалить", "этот",
                         "элемент", "вы", "уверены", "учётная", "запись", "доступ", "разрешить", "повторите", "позже"],
        ["Доступна", "нова", "версія", "бажаєте", "завантажити", "її", "зараз", "Параметри", "видалити", "цей",
                         "елемент", "обліковий", "запис", "дозволити", "спробуйте", "пізніше", "ще", "раз"],
        ["يتوفر", "إصدار", "جديد", "هل", "تريد", "تنزيله", "الآن", "الإعدادات", "حذف", "هذا", "العنصر",
                         "هل", "أنت", "متأكد", "الحساب", "الصور", "الوصول", "السماح", "حاول", "مرة", "أخرى", "لاحقًا"],
    ]

    /// A capitalised run of `words` words from `pool`, with `format` somewhere in it when given.
    static func sentence(_ pool: [String], words: Int, format: String?, _ random: inout SplitMix) -> String {
        var parts = (0..<words).map { _ in pool[random.next(pool.count)] }
        if let format { parts.insert(format, at: random.next(parts.count + 1)) }
        var text = parts.joined(separator: " ")
        if let first = text.first, first.isLowercase { text = first.uppercased() + text.dropFirst() }
        switch random.next(6) {
        case 0: text += "?"
        case 1, 2: text += "."
        default: break
        }
        return text
    }
}
