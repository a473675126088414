import IVersionSupport

/// The package's one text-safety type, which every text from outside passes through on its way to a terminal,
/// a log, an HTML page or a CI log (`SafeText.line(_:_:)`, `SafeText.lines(_:_:)`): an app or a tool that draws
/// an alert model itself (the update notifier's terminal notice) uses it too. It lives in the package-only
/// `IVersionSupport`, which `strings-check` shares.
public typealias SafeText = IVersionSupport.SafeText
