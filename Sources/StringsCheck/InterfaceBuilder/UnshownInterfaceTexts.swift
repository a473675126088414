import IVersionSupport
import Strings

/// The texts of an Interface Builder document that ibtool lists but AppKit never shows, found
/// from the document alone while ``InterfaceBuilderExtractor`` reads it: no user meets them, so
/// no translation lacking them (or doing anything else with them) is a finding.
///
/// - Menu titles: the menu bar shows each top-level item's submenu's title, not the item's own
///   (NSMenu's `title`: "If the menu is a submenu of the application's main menu, then the title
///   of the menu appears in the menu bar"; AppKit reimplementations found the item's title
///   ignored there, and the application menu's shows the app's name); deeper, a submenu is shown
///   under its item's title and its own is unseen; the main menu's own title is the bar's, which
///   has none.
/// - A box's title when the box has `titlePosition="noTitle"` (`NSBox.TitlePosition.noTitle`:
///   the box draws no title).
/// - Every text of a column's `dataCell` in a view-based table or outline view
///   (`viewBased="YES"`): `NSTableColumn.dataCell` is used by cell-based tables only; a view-based
///   one draws the views its delegate or prototypes make.
/// - A text cell's own text as a cell-based column's `dataCell`: the cell is the prototype of every
///   row, and the table sets each row's copy to the data source's (or binding's) value before drawing
///   it (`preparedCell(atColumn:row:)`), so the text IB wrote ("Text Cell") is never drawn. A pop-up
///   or check box data cell is drawn with its menu or title, and stays asked for.
/// - A text field's own text when its `value` (or `displayPatternValue1`) is bound: the binding
///   sets the field's value when the nib loads, before anything is drawn, and an empty value shows
///   the binding's placeholder (listed apart, on the binding), never the text IB wrote.
struct UnshownInterfaceTexts {
    /// What an open element tells about the texts inside it.
    private struct Frame {
        var element: String
        var id: String?
        /// The application's main menu (a storyboard's `mainMenu`, a xib's `systemMenu="main"`).
        var isMainMenu = false
        /// Inside a table or outline view with `viewBased="YES"` (and no nearer cell-based one).
        var isInViewBasedTable = false
        /// Inside an unused data cell: every text here is unseen.
        var isUnused = false
        /// On the element where unused texts begin: how many entries were made before it.
        var unusedFrom: Int?
        /// On a text field: the key of its cell's text, which a value binding replaces.
        var cellTextKey: String?
    }

    private var frames: [Frame] = []
    /// The keys of the texts no user sees, found so far.
    private(set) var keys: Set<String> = []

    /// Cells whose control (an `NSTextField` or subclass) shows its bound value as its text.
    private static let textFieldCells: Set<String> = [
        "textFieldCell", "searchFieldCell", "tokenFieldCell", "secureTextFieldCell", "comboBoxCell",
    ]
    /// The bindings that set a text field's whole text.
    private static let textBindings: Set<String> = ["value", "displayPatternValue1"]

    /// Notes an element's start tag, before its texts are listed.
    /// - Parameters:
    ///   - tag: The start tag.
    ///   - entryCount: How many entries the document has made so far.
    mutating func opened(_ tag: XMLStartTag, entryCount: Int) {
        let parent = frames.last
        let id = tag.value("id")
        let key = tag.value("key")
        var frame = Frame(
            element: tag.name, id: id, isMainMenu: Self.isMainMenu(tag),
            isInViewBasedTable: parent?.isInViewBasedTable ?? false, isUnused: parent?.isUnused ?? false)
        defer { frames.append(frame) }
        switch tag.name {
        case "menu":
            noteMenuTitles(tag)
        case "box" where tag.value("titlePosition") == "noTitle":
            if let id { keys.insert(id + ".title") }
        case "tableView", "outlineView":
            frame.isInViewBasedTable = tag.value("viewBased") == "YES"
        case "binding" where Self.textBindings.contains(tag.value("name") ?? ""):
            // `<textField><textFieldCell key="cell" …/><connections><binding name="value" …/>`.
            let count = frames.count
            if count >= 2, frames[count - 1].element == "connections", let text = frames[count - 2].cellTextKey {
                keys.insert(text)
            }
        default:
            break
        }
        if key == "dataCell", !frame.isUnused, parent?.element == "tableColumn",
            parent?.isInViewBasedTable == true || Self.textFieldCells.contains(tag.name)
        {
            frame.isUnused = true
            frame.unusedFrom = entryCount
        }
        if key == "cell", Self.textFieldCells.contains(tag.name), let id, !frames.isEmpty {
            frames[frames.count - 1].cellTextKey = id + ".title"
        }
    }

    /// Notes an element's end, once its texts are all listed.
    /// - Parameter entries: The entries the document has made so far.
    mutating func closed(entries: [StringsEntry]) {
        guard let closed = frames.popLast(), let first = closed.unusedFrom, first < entries.count else { return }
        for entry in entries[first...] { keys.insert(entry.key) }
    }

    private mutating func noteMenuTitles(_ tag: XMLStartTag) {
        guard let id = tag.value("id") else { return }
        if Self.isMainMenu(tag) {
            keys.insert(id + ".title")
            return
        }
        let count = frames.count
        guard tag.value("key") == "submenu", count >= 3, frames[count - 1].element == "menuItem",
            frames[count - 2].element == "items",
            frames[count - 3].element == "menu", let item = frames[count - 1].id
        else { return }
        if frames[count - 3].isMainMenu {
            keys.insert(item + ".title")
            if tag.value("systemMenu") == "apple" { keys.insert(id + ".title") }
        } else {
            keys.insert(id + ".title")
        }
    }

    private static func isMainMenu(_ tag: XMLStartTag) -> Bool {
        tag.name == "menu" && (tag.value("key") == "mainMenu" || tag.value("systemMenu") == "main")
    }
}
