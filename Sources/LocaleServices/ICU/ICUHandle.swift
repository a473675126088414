#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Owns one opened ICU object (formatter, rules) and serialises its use.
///
/// Some ICU objects (date formatters) mutate internal state while formatting, so every use goes
/// through a lock; the object is closed when the last reference goes away.
final class ICUHandle: @unchecked Sendable {
    private let pointer: OpaquePointer
    private let close: @Sendable (OpaquePointer) -> Void
    private let lock = ThreadLock()

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
    private let lock = ThreadLock()

    package init() {}

    /// The value stored for `key`, without making one.
    package func cachedValue(for key: Key) -> Value? {
        lock.lock()
        defer { lock.unlock() }
        return storage[key]
    }

    package func value<Failure: Error>(for key: Key, orMake make: () throws(Failure) -> Value) throws(Failure) -> Value {
        lock.lock()
        defer { lock.unlock() }
        if let existing = storage[key] { return existing }
        let made = try make()
        storage[key] = made
        return made
    }
}

/// A plain POSIX mutex: `NSLock` would pull in the whole of Foundation (about 6 MB of resident memory
/// in every process that uses these modules), where only a lock is needed.
final class ThreadLock: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    func lock() { pthread_mutex_lock(mutex) }

    func unlock() { pthread_mutex_unlock(mutex) }
}
