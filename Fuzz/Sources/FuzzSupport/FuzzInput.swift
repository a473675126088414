import CLibFuzzer
#if canImport(Glibc)
import Glibc
#endif

/// Helpers shared by the fuzz targets: turning libFuzzer's raw buffer into Swift values, and
/// checking invariants by trapping (a failed check must crash, so libFuzzer saves the input).

/// The bytes libFuzzer hands to `LLVMFuzzerTestOneInput`, copied into an array.
/// - Parameters:
///   - start: The buffer's start (may be dangling when `count` is 0).
///   - count: Its length.
/// - Returns: A copy of the bytes.
public func fuzzBytes(_ start: UnsafePointer<UInt8>?, _ count: Int) -> [UInt8] {
    guard let start, count > 0 else { return [] }
    return Array(UnsafeBufferPointer(start: start, count: count))
}

/// Traps with `message` when `condition` is false, in every build configuration (`assert` is
/// compiled out of the release builds we fuzz, and `precondition` messages are dropped with -Ounchecked).
/// - Parameters:
///   - condition: The invariant.
///   - message: What was expected, printed before the trap.
@inline(never)
public func require(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
                    file: StaticString = #fileID, line: UInt = #line) {
    if !condition() {
        fatalError("fuzz invariant failed: \(message())", file: file, line: line)
    }
}

/// Reads the input as a small sequence of typed values, for targets that need more than one
/// argument from a single byte string (the formatter's arguments, option bits).
public struct FuzzReader {
    private let bytes: [UInt8]
    private var position = 0

    /// Starts reading at the first byte.
    public init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Whether every byte has been consumed.
    public var isAtEnd: Bool { position >= bytes.count }

    /// The next byte, or 0 past the end (so a short input still yields values).
    public mutating func byte() -> UInt8 {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return bytes[position]
    }

    /// The next eight bytes, little-endian, zero-filled past the end.
    public mutating func uint64() -> UInt64 {
        var value: UInt64 = 0
        for shift in stride(from: 0, to: 64, by: 8) { value |= UInt64(byte()) << UInt64(shift) }
        return value
    }

    /// The next `length` bytes (fewer at the end).
    public mutating func bytes(_ length: Int) -> ArraySlice<UInt8> {
        let end = min(bytes.count, position + max(0, length))
        defer { position = end }
        return bytes[position..<end]
    }

    /// Every byte not yet read.
    public mutating func rest() -> ArraySlice<UInt8> { bytes(bytes.count - position) }
}

/// Runs libFuzzer with this process's command line and `testOneInput` as the target; never returns.
///
/// Every fuzz target's `@main` calls this: SwiftPM renames each executable's entry point, so
/// libFuzzer's own `main` is never linked, and we enter its driver ourselves instead.
/// - Parameter testOneInput: The target's `LLVMFuzzerTestOneInput`.
public func runLibFuzzer(_ testOneInput: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> Never {
    var argc = CommandLine.argc
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    exit(LLVMFuzzerRunDriver(&argc, &argv, testOneInput))
}
