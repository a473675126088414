import Strings
import IVersionSupport
/// The rules by which `ibtool --generate-strings-file` names a localizable property, learnt from
/// the `.strings` files it wrote for real apps (menus, preferences windows, storyboards).
///
/// A key is `OBJECTID.property`. The object is the nearest element with an `id`; an element on
/// the way down that has a `key` but no `id` (a table column's `headerCell`, a button's
/// `configuration`) adds its key to the property's path: `5kV-Vb-QxS.headerCell.title`.
enum InterfaceBuilderProperty {
    /// The property name ibtool lists for `attribute` of an `element`, or nil when the attribute
    /// is not a localizable text.
    /// - Parameters:
    ///   - attribute: The attribute's name, or the `key` of a `<string key="…">` child.
    ///   - element: The element's tag (`menuItem`, `textFieldCell`, `toolbarItem`, …).
    static func name(ofAttribute attribute: String, element: String) -> String? {
        switch attribute {
        case "title":
            // A pop-up button cell's title (Automator's `amVariablePopUpButtonCell` too) is only the
            // selected item's title, which the item itself carries; ibtool does not list it twice.
            return element == "popUpButtonCell" || element.hasSuffix("PopUpButtonCell") ? nil : "title"
        case "placeholder":
            // On a constraint, `placeholder="YES"` means "removed at build time", not a text.
            return element == "constraint" ? nil : "placeholder"
        case "toolTip":
            // Tool tips of views and menu items are named through a shadow key; toolbar items
            // list theirs as `toolTip`.
            return hasOwnToolTip.contains(element) ? "toolTip" : "ibShadowedToolTip"
        case "text", "placeholderString", "label", "paletteLabel", "alternateTitle", "prompt",
             "headerTitle", "footerTitle", "backButtonTitle", "headerToolTip":
            return attribute
        default:
            return nil
        }
    }

    /// Whether an extracted text is one no user sees, by its key and ibtool's comment: the `title`
    /// of a UIKit navigation or split view controller. ibtool lists it, but UIKit never shows it: a
    /// navigation bar shows the top view controller's item, a split view has no bar of its own, and
    /// a tab shows the container's `tabBarItem`, which IB writes (and ibtool lists) as its own object.
    /// (A tab bar or page view controller's title shows when it is pushed, and AppKit binds a
    /// window's title to its content view controller's, so those are seen.)
    static func isNeverShown(key: String, comment: String?) -> Bool {
        guard let comment, key.hasSuffix(".title"), !key.dropLast(".title".count).contains(".") else { return false }
        return unseenTitleClasses.contains { comment.hasPrefix("Class = \"\($0)\"; title = ") }
    }

    /// Whether no language is asked for an extracted text: its localizer's note says not to
    /// translate it (``LocalizerNote``), or no user ever sees it (``isNeverShown(key:comment:)``).
    /// Either is known by the key and the comment ibtool writes, in a `.strings` base or a catalog.
    static func isNotAskedFor(key: String, comment: String?) -> Bool {
        LocalizerNote.forbidsTranslation(comment: comment) || isNeverShown(key: key, comment: comment)
    }

    private static let unseenTitleClasses = ["UINavigationController", "UISplitViewController"]

    /// Elements whose `toolTip` ibtool lists under its own name (an NSMenuItem's does not).
    private static let hasOwnToolTip: Set<String> = [
        "toolbarItem", "searchToolbarItem", "menuToolbarItem", "sharingServicePickerToolbarItem",
        "trackingSeparatorToolbarItem",
    ]

    /// The texts among a Cocoa binding's options (`<string key="NSNullPlaceholder">` in
    /// `<dictionary key="options">`), listed on the binding without the `options` path.
    static func name(ofBindingOption option: String) -> String? {
        switch option {
        case "NSNullPlaceholder": return "ibShadowedIsNilPlaceholder"
        case "NSDisplayName": return "ibShadowedDisplayName"
        default: return nil
        }
    }

    /// The class ibtool names in an entry's comment: the platform's prefix and the element's tag
    /// with its first letter capitalised (`textFieldCell` → `NSTextFieldCell`, `label` → `UILabel`,
    /// a watch app's `label` → `WKInterfaceLabel`).
    static func className(ofElement element: String, prefix: String) -> String {
        if element == "binding" { return "CocoaBindingsConnection" }
        // Automator's elements (`amPathPopUpButton`) keep their own AM prefix.
        if element.hasPrefix("am"), element.dropFirst(2).first?.isUppercase == true { return "AM" + element.dropFirst(2) }
        return prefix + element.prefix(1).uppercased() + element.dropFirst()
    }

    /// The class prefix for a document's `targetRuntime`: Cocoa Touch and tvOS use UIKit, watchOS
    /// WatchKit, everything else AppKit.
    static func classPrefix(targetRuntime: String?) -> String {
        guard let runtime = targetRuntime else { return "NS" }
        if runtime.hasPrefix("iOS") || runtime.hasPrefix("AppleTV") { return "UI" }
        return runtime.hasPrefix("watchKit") ? "WKInterface" : "NS"
    }

    /// Escapes a text as a `.strings` comment shows it: backslash, quote, line break and tab.
    static func escaped(_ text: String) -> String {
        text.escapingScalars { scalar in
            switch scalar {
            case "\\": "\\\\"
            case "\"": "\\\""
            case "\n": "\\n"
            case "\t": "\\t"
            default: nil
            }
        }
    }
}
