#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The system's text for an `errno` value (`No space left on device`), for messages a person can act on,
/// and the POSIX idioms every file access in the package shares.
package enum SystemErrno {
    /// `strerror` of `code` (the current `errno` by default), as the system words it.
    package static func message(_ code: Int32 = errno) -> String {
        String(cString: strerror(code))
    }

    /// Retries a call interrupted by a signal, the usual POSIX idiom.
    package static func retryingInterrupts(_ call: () -> Int32) -> Int32 {
        while true {
            let result = call()
            if result == -1 && errno == EINTR { continue }
            return result
        }
    }
}
