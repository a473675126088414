#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// Foundation's `localizedDescription` of an error without these reads "The operation could not be completed".
// Each public error of the module answers with its message, the same text as its `description`.

extension CheckFailure: LocalizedError {
    /// The error's message, as ``description`` has it.
    public var errorDescription: String? { description }
}

extension FeedError: LocalizedError {
    /// The error's message, as ``description`` has it.
    public var errorDescription: String? { description }
}

extension ConfigurationError: LocalizedError {
    /// The error's message, as ``description`` has it.
    public var errorDescription: String? { description }
}
