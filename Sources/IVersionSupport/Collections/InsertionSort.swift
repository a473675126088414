extension Array {
    /// The elements in the order `areInIncreasingOrder` gives, equal elements kept in their order,
    /// sorted by insertion.
    ///
    /// For the short lists a first alert sorts (a bundle's languages, a feed's releases): the standard
    /// library's sort keeps its runs in an `[Range<Int>]` once a list passes 64 elements, and building
    /// that type's metadata makes a fresh process check at run time that `Int` is `Comparable`, a scan
    /// of every protocol conformance the process has. Insertion is quadratic, so a list longer than
    /// ``insertionSortLimit`` (which no first alert sorts) goes to the standard library's sort.
    @inlinable
    package func insertionSorted(by areInIncreasingOrder: (Element, Element) -> Bool) -> [Element] {
        if count > insertionSortLimit { return sorted(by: areInIncreasingOrder) }
        var sorted = self
        sorted.withUnsafeMutableBufferPointer { buffer in
            guard buffer.count > 1 else { return }
            for index in 1..<buffer.count {
                var position = index
                // Moved down past every element it must precede; equal elements stay put (stable).
                while position > 0, areInIncreasingOrder(buffer[position], buffer[position - 1]) {
                    buffer.swapAt(position, position - 1)
                    position -= 1
                }
            }
        }
        return sorted
    }
}

/// The longest list ``Swift/Array/insertionSorted(by:)`` sorts by insertion: about 16,000 comparisons.
@usableFromInline
let insertionSortLimit = 256

extension Array where Element: Comparable {
    /// The elements in ascending order, sorted by insertion (see ``insertionSorted(by:)`` for why).
    @inlinable
    package func insertionSorted() -> [Element] { insertionSorted(by: <) }
}
