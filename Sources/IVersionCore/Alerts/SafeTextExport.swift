import IVersionSupport

// What enters an alert model goes through the package's one text-safety type, which lives in the package-only
// IVersionSupport (StringsCheck uses it too). The fuzz target reaches it here; apps do not see it, since
// IVersionSupport's declarations are not the library's documented API.
@_spi(Fuzzing) public typealias SafeText = IVersionSupport.SafeText
