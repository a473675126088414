/// Finds, after parsing, which entries redefine an earlier key, for duplicate warnings, without
/// Swift's `Dictionary`.
///
/// Keys are compared by their exact UTF-8 bytes, as Apple's CFDictionary compares them (so `é` and
/// `e` + U+0301 are different keys, as in Apple's table), and hashed with a cheap multiplicative
/// hash: seeded SipHash and Unicode-aware `==` were a fifth of the whole parse.
///
/// The parser only appends each key's hash (sequential writes, while the key is in cache). Probing
/// one big hash table per entry cost a cache miss per entry on large files (a tenth of the parse),
/// so the search runs at the end: the hashes are partitioned by their top bits into buckets of a few
/// hundred, in file order, and each bucket is searched with a small table that stays in L1.
struct DuplicateKeyIndex {
    private(set) var hashes: [UInt64] = []

    init(expectedCount: Int) { hashes.reserveCapacity(expectedCount) }

    /// Records the key of the next entry.
    @inline(__always)
    mutating func append(_ key: borrowing String) {
        // Native and small strings are always contiguous; `withUTF8` would need a mutable copy.
        let hash = key.utf8.withContiguousStorageIfAvailable { Self.hash($0) } ?? Self.hash(Array(key.utf8))
        hashes.append(hash)
    }

    /// Whether every key given to ``appendNotingASCII(_:)`` was ASCII: then comparing bytes is
    /// exactly `String`'s `==`, which otherwise also equates canonically equivalent keys.
    private(set) var allASCII = true

    /// Records the key of the next entry, noting whether it is ASCII (see ``allASCII``).
    mutating func appendNotingASCII(_ key: borrowing String) {
        let (hash, isASCII) = key.utf8.withContiguousStorageIfAvailable { (Self.hash($0), Self.isASCII($0)) }
            ?? { let bytes = Array(key.utf8); return (Self.hash(bytes), bytes.allSatisfy { $0 < 0x80 }) }()
        if !isASCII { allASCII = false }
        hashes.append(hash)
    }

    private static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var seen: UInt8 = 0
        for byte in bytes { seen |= byte }
        return seen < 0x80
    }

    /// Every entry that redefines a key, with the entry that first defined it, in file order.
    func duplicates(in entries: [StringsEntry]) -> [(index: Int, first: Int)] {
        let count = hashes.count
        guard count > 1 else { return [] }
        var found: [(index: Int, first: Int)] = []
        hashes.withUnsafeBufferPointer { hashes in
            var bucketBits = 0
            while count >> (bucketBits + 9) > 0 { bucketBits += 1 }
            if bucketBits == 0 {
                var table = BucketTable(capacityFor: count)
                for index in 0..<count {
                    if let first = table.firstIndex(hash: hashes[index], index: index, entries: entries) { found.append((index, first)) }
                }
                return
            }
            // Stable partition by the top `bucketBits` bits: counts, offsets, scatter.
            let shift = UInt64(64 - bucketBits)
            var starts = [Int](repeating: 0, count: (1 << bucketBits) + 1)
            for hash in hashes { starts[Int(hash >> shift) + 1] += 1 }
            for bucket in 0..<(1 << bucketBits) { starts[bucket + 1] += starts[bucket] }
            var next = starts
            let order = [UInt32](unsafeUninitializedCapacity: count) { order, written in
                for index in 0..<count {
                    let bucket = Int(hashes[index] >> shift)
                    order[next[bucket]] = UInt32(truncatingIfNeeded: index)
                    next[bucket] += 1
                }
                written = count
            }
            var largest = 0
            for bucket in 0..<(1 << bucketBits) { largest = max(largest, starts[bucket + 1] - starts[bucket]) }
            var table = BucketTable(capacityFor: largest)
            for bucket in 0..<(1 << bucketBits) where starts[bucket + 1] - starts[bucket] > 1 {
                table.clear()
                for position in starts[bucket]..<starts[bucket + 1] {
                    let index = Int(order[position])
                    if let first = table.firstIndex(hash: hashes[index], index: index, entries: entries) { found.append((index, first)) }
                }
            }
            found.sort { $0.index < $1.index }
        }
        return found
    }

    /// Open addressing over one bucket: each slot is 0 (empty) or the key's hash in the high 32 bits
    /// and entry index + 1 in the low 32, so a probe touches one array.
    private struct BucketTable {
        private var slots: [UInt64]

        init(capacityFor count: Int) {
            var capacity = 16
            while capacity < count * 2 { capacity <<= 1 }
            slots = Array(repeating: 0, count: capacity)
        }

        mutating func clear() {
            slots.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
        }

        mutating func firstIndex(hash: UInt64, index: Int, entries: [StringsEntry]) -> Int? {
            let tag = hash & 0xFFFF_FFFF_0000_0000
            let mask = slots.count - 1
            // The low bits: the top ones chose the bucket.
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot] != 0 {
                let stored = slots[slot]
                if stored & 0xFFFF_FFFF_0000_0000 == tag {
                    let candidate = Int(stored & 0xFFFF_FFFF) - 1
                    if entries[candidate].key.utf8.elementsEqual(entries[index].key.utf8) { return candidate }
                }
                slot = (slot + 1) & mask
            }
            slots[slot] = tag | UInt64(index + 1)
            return nil
        }
    }

    private static func hash(_ bytes: [UInt8]) -> UInt64 { bytes.withUnsafeBufferPointer { hash($0) } }

    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        let count = bytes.count
        var hash: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(count)
        guard let base = bytes.baseAddress else { return hash }
        @inline(__always) func load(_ offset: Int) -> UInt64 { UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self) }
        var index = 0
        // Sixteen bytes a step, the two words multiplied apart: one multiply a step on the chain
        // through `hash` instead of two (keys that are English sentences are long).
        while index &+ 16 <= count {
            let mixed = (load(index) &* 0xFF51_AFD7_ED55_8CCD) ^ (load(index &+ 8) &* 0xC4CE_B9FE_1A85_EC53)
            hash = (hash ^ mixed ^ (mixed >> 29)) &* 0x9FB2_1C65_1E98_DF25
            index &+= 16
        }
        if index &+ 8 <= count {
            hash = (hash ^ load(index)) &* 0xFF51_AFD7_ED55_8CCD
            hash ^= hash >> 32
            index &+= 8
        }
        var tail: UInt64 = 0
        if index < count {
            if count >= 8 {
                // The last eight bytes in one load, those already hashed shifted out.
                tail = load(count &- 8) >> UInt64(8 &* (8 &- (count &- index)))
            } else {
                while index < count { tail = tail << 8 | UInt64(base[index]); index &+= 1 }
            }
        }
        hash = (hash ^ tail) &* 0xC4CE_B9FE_1A85_EC53
        return hash ^ (hash >> 29)
    }
}
