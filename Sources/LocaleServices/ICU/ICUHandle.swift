import Foundation

/// Owns one opened ICU object (formatter, rules) and serialises its use.
///
/// Some ICU objects (date formatters) mutate internal state while formatting, so every use goes
/// through a lock; the object is closed when the last reference goes away.
final class ICUHandle: @unchecked Sendable {
    private let pointer: OpaquePointer
    private let close: @Sendable (OpaquePointer) -> Void
    private let lock = NSLock()

    init(_ pointer: OpaquePointer, close: @escaping @Sendable (OpaquePointer) -> Void) {
        self.pointer = pointer
        self.close = close
    }

    deinit { close(pointer) }

    func use<Result, Failure: Error>(_ body: (OpaquePointer) throws(Failure) -> Result) throws(Failure) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(pointer)
    }
}

/// A small thread-safe memo table, used to open each ICU object once per locale and reuse it.
package final class LockedCache<Key: Hashable & Sendable, Value>: @unchecked Sendable {
    private var storage: [Key: Value] = [:]
    private let lock = NSLock()

    package init() {}

    package func value<Failure: Error>(for key: Key, orMake make: () throws(Failure) -> Value) throws(Failure) -> Value {
        lock.lock()
        defer { lock.unlock() }
        if let existing = storage[key] { return existing }
        let made = try make()
        storage[key] = made
        return made
    }
}
