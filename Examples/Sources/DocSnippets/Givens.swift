// The names the README's and the articles' Swift blocks take as given: what the text around each block
// says the reader already has (the feed's URL, the app's way to show an alert, the checker made in an
// earlier block). DocumentationSnippetTests compiles every block as a file beside this one; the blocks
// are compiled, never run, so each given only has to have its type.
import Foundation
// The engine article's names are SPI, as its blocks import them.
@_spi(Engine) import IVersion
import LocaleServices
import StringsCheck

/// Stands for a value the reader has; never evaluated.
private func given<Value>() -> Value { fatalError("a documentation block's given value is never run") }

// The app: where its feed is, how it shows an alert or a sentence, its own folders and delegate.
var feedURL: URL { given() }
var notesURL: URL { given() }
var applicationSupport: URL { given() }
var resourcesFolder: URL { given() }
var myDirectory: URL { given() }
var myDelegate: any IVersionDelegate { given() }
var json: Bool { given() }
func show(_ alert: AlertModel) {}
func present(_ alert: AlertModel) {}
func showMessage(_ sentence: String) {}
func ask(_ alert: AlertModel) async -> AlertModel.Button { given() }

// Made by an earlier block of the same article.
var configuration: Configuration { given() }
var checker: VersionChecker { given() }
var alert: AlertModel { given() }
var button: AlertModel.Button { given() }

// The engine on the app's own I/O (IVersionCore's articles): the stored state, the clock, the bytes
// fetched, and where the app keeps the state.
var stored: CheckState { given() }
var now: Date { given() }
var bytes: [UInt8] { given() }
var remoteBytes: [UInt8] { given() }
var localBytes: [UInt8] { given() }
var localNotes: VersionsFeed? { given() }
var feeds: FetchedFeeds { given() }
var permission: CheckPermission { given() }
var decision: CheckDecision { given() }
var update: UpdateDetails { given() }
func save(_ state: CheckState) {}
func store(_ state: CheckState) {}

// LocaleServices: the process's environment and a release date.
var environment: [String: String] { given() }
var released: Date { given() }

// Strings: the bytes of a .stringsdict and a String Catalog, and two resource folders.
var stringsdict: [UInt8] { given() }
var catalogBytes: [UInt8] { given() }
var appResources: URL { given() }
var libraryResources: URL { given() }

// StringsCheck: the project checked, its Localizations folder, a report and where a baseline is kept.
var project: String { given() }
var localizations: String { given() }
var report: Report { given() }
var baselinePath: String { given() }
