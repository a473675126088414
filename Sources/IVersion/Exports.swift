// An app imports one module: the runtime brings the pure core's values and engine with it.
@_exported import IVersionCore
