// An app or a tool that draws an alert model itself (the update notifier's terminal notice) writes through
// the package's one text-safety type, `SafeText` (`SafeText.line(_:_:)`, `SafeText.lines(_:_:)`), so the
// core brings its module: `import IVersion` is enough to use it.
@_exported import TextSafety
