/// Finds the first definition of a key, for duplicate warnings, without Swift's `Dictionary`.
///
/// Keys are compared by their exact UTF-8 bytes, as Apple's CFDictionary compares them (so `é` and
/// `e` + U+0301 are different keys, as in Apple's table), and hashed with a cheap multiplicative
/// hash: seeded SipHash and Unicode-aware `==` were a fifth of the whole parse.
struct DuplicateKeyIndex {
    /// Each slot is 0 (empty) or the key's hash in the high 32 bits and entry index + 1 in the low 32,
    /// so a probe touches one array.
    private var slots: [UInt64]
    private var used = 0

    init(expectedCount: Int) {
        var capacity = 16
        while capacity < expectedCount * 2 { capacity <<= 1 }
        slots = Array(repeating: 0, count: capacity)
    }

    /// The index of the entry that first defined `key`, or nil after recording `index` as its first definition.
    mutating func firstIndex(of key: String, inserting index: Int, entries: [StringsEntry]) -> Int? {
        // Grow before inserting: every stored index then names an entry already in `entries`
        // (the one being inserted is appended by the caller only after this returns).
        if (used + 1) * 2 > slots.count { grow(entries) }
        var key = key
        let hash = key.withUTF8 { Self.hash($0) }
        let tag = hash & 0xFFFF_FFFF_0000_0000
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] != 0 {
            let stored = slots[slot]
            if stored & 0xFFFF_FFFF_0000_0000 == tag {
                let candidate = Int(stored & 0xFFFF_FFFF) - 1
                if entries[candidate].key.utf8.elementsEqual(key.utf8) { return candidate }
            }
            slot = (slot + 1) & mask
        }
        slots[slot] = tag | UInt64(index + 1)
        used += 1
        return nil
    }

    private mutating func grow(_ entries: [StringsEntry]) {
        let old = slots
        slots = Array(repeating: 0, count: old.count * 2)
        let mask = slots.count - 1
        for stored in old where stored != 0 {
            var key = entries[Int(stored & 0xFFFF_FFFF) - 1].key
            var slot = Int(truncatingIfNeeded: key.withUTF8 { Self.hash($0) }) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = stored
        }
    }

    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(bytes.count)
        guard let base = bytes.baseAddress else { return hash }
        var index = 0
        while index + 8 <= bytes.count {
            let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            hash = (hash ^ word) &* 0xFF51_AFD7_ED55_8CCD
            hash ^= hash >> 32
            index += 8
        }
        var tail: UInt64 = 0
        while index < bytes.count { tail = tail << 8 | UInt64(base[index]); index += 1 }
        hash = (hash ^ tail) &* 0xC4CE_B9FE_1A85_EC53
        return hash ^ (hash >> 29)
    }
}
