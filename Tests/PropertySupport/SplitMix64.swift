/// A tiny seeded PRNG (SplitMix64, Steele/Lea/Flood 2014) for the property tests.
///
/// Deterministic on every platform and Swift version, unlike `SystemRandomNumberGenerator`, so a
/// failing case is reproduced from its seed alone; and dependency-free, as the package takes no
/// new dependencies for tests.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    public private(set) var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// The seed of case `index` of a run seeded with `seed`: each case gets its own stream, so
    /// `PROPERTY_CASE=17` replays case 17 without generating cases 0–16 first.
    public static func caseSeed(_ seed: UInt64, index: Int) -> UInt64 {
        var mixer = SplitMix64(seed: seed ^ (UInt64(truncatingIfNeeded: index) &* 0xD1B5_4A32_D192_ED03))
        return mixer.next()
    }
}

/// Convenience draws used by every generator; `inout` so a generator is a plain function.
extension SplitMix64 {
    /// A uniform integer in `range`.
    public mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }

    /// True with probability `probability`.
    public mutating func chance(_ probability: Double) -> Bool { Double.random(in: 0..<1, using: &self) < probability }

    /// One element of a non-empty collection.
    public mutating func pick<C: Collection>(_ choices: C) -> C.Element {
        precondition(!choices.isEmpty, "pick from an empty collection")
        return choices.randomElement(using: &self)!
    }

    /// Nil with probability `nilChance`, else `make()`.
    public mutating func optional<T>(_ nilChance: Double = 0.3, _ make: (inout SplitMix64) -> T) -> T? {
        chance(nilChance) ? nil : make(&self)
    }

    /// An array of `count` elements drawn from `make`.
    public mutating func array<T>(_ count: ClosedRange<Int>, _ make: (inout SplitMix64) -> T) -> [T] {
        (0..<int(count)).map { _ in make(&self) }
    }
}
