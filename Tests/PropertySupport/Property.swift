import Foundation

/// Runs a property over many generated inputs and reports the first failure reproducibly.
///
/// Not a framework: just enough for the property suites here. Every case draws from its own
/// generator seeded by (run seed, case index), so the failure report's `PROPERTY_SEED` and
/// `PROPERTY_CASE` replay exactly that input. The library stays free of `Testing` (a plain target
/// importing it is fragile across toolchains); suites turn a ``PropertyFailure`` into an issue.
///
/// Environment:
/// - `PROPERTY_SEED`: the run seed (decimal or 0x-hex), default the property's own fixed seed;
/// - `PROPERTY_CASES`: how many cases, default the property's own count;
/// - `PROPERTY_CASE`: run only this case index (to replay a failure).
public enum Property {
    /// The fixed default seed: the same cases on every run and machine, so CI is deterministic.
    public static let defaultSeed: UInt64 = 0x1_7E25_10A5

    /// Checks `property` on `cases` inputs from `generate`.
    /// - Parameters:
    ///   - name: The property's name, repeated in the report.
    ///   - cases: Default number of cases (overridden by `PROPERTY_CASES`).
    ///   - generate: Makes one input from a generator.
    ///   - shrink: Smaller candidates of a failing input, tried greedily (optional).
    ///   - describe: How an input is printed in the report (default `String(reflecting:)`).
    ///   - property: Nil when the property holds, else why it does not; a thrown error fails too.
    /// - Returns: The first failure (shrunk when possible), or nil when every case held.
    public static func check<Input>(
        _ name: String, cases: Int = 500, seed: UInt64 = defaultSeed,
        generate: (inout SplitMix64) -> Input,
        shrink: (Input) -> [Input] = { _ in [] },
        describe: (Input) -> String = { String(reflecting: $0) },
        property: (Input) throws -> String?
    ) -> PropertyFailure? {
        let environment = ProcessInfo.processInfo.environment
        let runSeed = environment["PROPERTY_SEED"].flatMap(parseSeed) ?? seed
        let count = environment["PROPERTY_CASES"].flatMap { Int($0) } ?? cases
        let indices: [Int] = environment["PROPERTY_CASE"].flatMap { Int($0) }.map { [$0] } ?? Array(0..<count)

        func verdict(_ input: Input) -> String? {
            do { return try property(input) } catch { return "threw \(error)" }
        }
        for index in indices {
            var generator = SplitMix64(seed: SplitMix64.caseSeed(runSeed, index: index))
            let input = generate(&generator)
            guard let reason = verdict(input) else { continue }
            // Greedy shrinking: take the first smaller candidate that still fails, up to a bound,
            // so a report shows a small input without an unbounded search.
            var smallest = input, smallestReason = reason, steps = 0
            shrinking: while steps < 200 {
                for candidate in shrink(smallest) {
                    steps += 1
                    if let why = verdict(candidate) {
                        smallest = candidate
                        smallestReason = why
                        continue shrinking
                    }
                    if steps >= 200 { break shrinking }
                }
                break
            }
            return PropertyFailure(
                name: name, seed: runSeed, index: index, input: describe(input), reason: reason,
                shrunkInput: steps > 0 && describe(smallest) != describe(input) ? describe(smallest) : nil,
                shrunkReason: smallestReason)
        }
        return nil
    }

    static func parseSeed(_ text: String) -> UInt64? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.lowercased().hasPrefix("0x") { return UInt64(trimmed.dropFirst(2), radix: 16) }
        return UInt64(trimmed)
    }
}

/// A failing case with everything needed to replay it.
public struct PropertyFailure: Error, CustomStringConvertible, Sendable {
    public let name: String
    public let seed: UInt64
    public let index: Int
    public let input: String
    public let reason: String
    public let shrunkInput: String?
    public let shrunkReason: String

    public var description: String {
        var text = """
        property "\(name)" failed at case \(index) (seed 0x\(String(seed, radix: 16)))
          replay: PROPERTY_SEED=0x\(String(seed, radix: 16)) PROPERTY_CASE=\(index) swift test --filter Property
          input: \(input)
          reason: \(reason)
        """
        if let shrunkInput {
            text += "\n  shrunk input: \(shrunkInput)\n  shrunk reason: \(shrunkReason)"
        }
        return text
    }
}

/// Shrink candidates shared by the suites.
public enum Shrink {
    /// The array without one element at a time, then with its first half only.
    public static func removingElements<T>(_ array: [T]) -> [[T]] {
        guard !array.isEmpty else { return [] }
        var candidates: [[T]] = []
        if array.count > 2 { candidates.append(Array(array.prefix(array.count / 2))) }
        for index in array.indices { var copy = array; copy.remove(at: index); candidates.append(copy) }
        return candidates
    }

    /// The string with one Unicode scalar removed at a time (for short strings).
    public static func removingScalars(_ text: String) -> [String] {
        let scalars = Array(text.unicodeScalars)
        guard scalars.count <= 64 else { return [String(String.UnicodeScalarView(scalars.prefix(scalars.count / 2)))] }
        return scalars.indices.map { index in
            var copy = scalars
            copy.remove(at: index)
            return String(String.UnicodeScalarView(copy))
        }
    }
}
