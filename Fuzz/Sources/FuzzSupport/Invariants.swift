import IVersion
import Strings

// Invariants shared by several targets. Each traps through `require`, so libFuzzer keeps the input.

/// Every parse error points at a real place and says something.
public func requireWellFormed(_ error: StringsError) {
    require(error.location.line >= 1 && error.location.column >= 1, "error at \(error.location)")
    require(!error.message.isEmpty, "empty error message")
}

/// A feed error names the source it was given, says something, and `tooLarge` means over the limit;
/// `decodedTooLarge` names the source and a positive budget.
public func requireWellFormed(_ error: FeedError, source: String = "fuzz") {
    switch error {
    case let .malformed(reported, message):
        require(reported == source && !message.isEmpty, "malformed error \(error)")
    case let .tooLarge(_, bytes, limit):
        require(bytes > limit, "tooLarge with \(bytes) <= \(limit)")
    case let .decodedTooLarge(reported, limit):
        require(reported == source && limit > 0, "decodedTooLarge error \(error)")
    }
}

/// How many nodes one depth check may still visit: the binary reader shares decoded objects, so a
/// small file can describe a tree with billions of nodes (a DAG); walking it all would time out.
// libFuzzer calls the target on one thread only.
nonisolated(unsafe) private var depthCheckBudget = 0

/// The readers promise never to return a value nested deeper than `limit`; dictionary keys that
/// carry positions (XML) must carry real ones.
public func requireBoundedDepth(_ value: PropertyListValue, limit: Int) {
    depthCheckBudget = 100_000
    checkDepth(value, limit: limit, depth: 0)
}

private func checkDepth(_ value: PropertyListValue, limit: Int, depth: Int) {
    guard depthCheckBudget > 0 else { return }
    depthCheckBudget -= 1
    switch value {
    case let .array(items):
        require(depth < limit, "array at depth \(depth) beyond limit \(limit)")
        for item in items { checkDepth(item, limit: limit, depth: depth + 1) }
    case let .dictionary(dictionary):
        require(depth < limit, "dictionary at depth \(depth) beyond limit \(limit)")
        for entry in dictionary.entries {
            if let location = entry.location {
                require(location.line >= 1 && location.column >= 1, "key \(entry.key) at \(location)")
            }
            checkDepth(entry.value, limit: limit, depth: depth + 1)
        }
    default:
        break
    }
}
