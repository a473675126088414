#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// Foundation's `localizedDescription` of an error without these reads "The operation could not be completed".
// Each public error of the module answers with its message, the same text as its `description`.

extension TransportError: LocalizedError {
    /// The error's message, as ``description`` has it.
    public var errorDescription: String? { description }
}

extension StateStoreError: LocalizedError {
    /// The error's message, as ``description`` has it.
    public var errorDescription: String? { description }
}

extension URLOpenError: LocalizedError {
    /// The error's message, as ``description`` has it.
    public var errorDescription: String? { description }
}
