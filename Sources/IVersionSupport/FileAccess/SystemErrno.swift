import Foundation
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

    /// The system's text behind a Foundation file error (its underlying POSIX error), else its description.
    package static func message(of error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return message(Int32(underlying.code))
        }
        return nsError.localizedDescription
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
