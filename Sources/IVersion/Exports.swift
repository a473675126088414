// An app imports one module: the runtime brings the pure core's values with it. The engine's working
// types and the feed decoders stay behind `@_spi(Engine)` and `@_spi(Fuzzing)` (UsingTheEngine.md).
@_exported import IVersionCore
