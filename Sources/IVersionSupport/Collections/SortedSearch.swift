extension Array where Element: Comparable {
    /// Whether this array, sorted in ascending order, holds `element`: a binary search, for a sorted list
    /// asked about each of its own elements (a bundle's folders, one lookup per folder), where `contains`
    /// would scan the list each time and cost its length squared; and without a `Set`, whose code a fresh
    /// process would page in for a handful of names.
    @inlinable
    package func sortedContains(_ element: Element) -> Bool {
        var low = startIndex, high = endIndex
        while low < high {
            let middle = low + (high - low) / 2
            if self[middle] < element { low = middle + 1 } else { high = middle }
        }
        return low < endIndex && self[low] == element
    }
}
