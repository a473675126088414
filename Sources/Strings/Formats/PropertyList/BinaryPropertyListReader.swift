#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Reads `bplist00` binary property lists defensively.
///
/// Every offset, reference and count is checked against the file before use; each object is
/// decoded once and shared (so a file of objects that reference the same child many times cannot
/// blow up exponentially), but its size is charged to the decoded-size budget on every reference,
/// so a million references to one string are refused as too large instead of becoming a gigabyte of
/// text downstream; an object that contains itself through any path is a cycle error.
struct BinaryPropertyListReader {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let file: String?
    private let limits: ParserLimits
    private var offsetSize = 0
    private var referenceSize = 0
    private var objectCount = 0
    private var offsetTableStart = 0
    /// Each object decoded so far, with what it (and everything inside it) cost the budget.
    private var decoded: [Int: (value: PropertyListValue, size: Int)] = [:]
    private var inProgress: Set<Int> = []
    private var budget: DecodedSizeBudget

    static func read(_ bytes: UnsafeBufferPointer<UInt8>, file: String?, limits: ParserLimits) throws(StringsError) -> PropertyListValue {
        var reader = BinaryPropertyListReader(bytes: bytes, file: file, limits: limits)
        let top = try reader.readTrailer()
        return try reader.object(top, depth: 0)
    }

    private init(bytes: UnsafeBufferPointer<UInt8>, file: String?, limits: ParserLimits) {
        self.bytes = bytes
        self.file = file
        self.limits = limits
        self.budget = DecodedSizeBudget(inputBytes: bytes.count, limits: limits)
    }

    private func error(_ offset: Int, _ message: String, kind: StringsError.Kind = .propertyList) -> StringsError {
        StringsError(kind, at: location(offset), "binary plist: " + message)
    }

    /// Binary input has no lines: line 1, column = byte offset + 1.
    private func location(_ offset: Int) -> SourceLocation {
        SourceLocation(file: file, line: 1, column: offset + 1)
    }

    /// The text or data bytes a value holds itself (its children are charged when they are decoded).
    private static func ownBytes(_ value: PropertyListValue) -> Int {
        switch value {
        case let .string(text): text.utf8.count
        case let .data(bytes): bytes.count
        case let .dictionary(dictionary): dictionary.entries.count * DecodedSizeBudget.valueCost
        default: 0
        }
    }

    /// The last 32 bytes: sizes, object count, top object, offset table position.
    private mutating func readTrailer() throws(StringsError) -> Int {
        let headerSize = 8, trailerSize = 32
        guard bytes.count >= headerSize + trailerSize + 1 else {
            throw error(bytes.count, "the file is truncated (\(bytes.count) bytes; a binary plist has at least \(headerSize + trailerSize + 1))")
        }
        let trailer = bytes.count - trailerSize
        offsetSize = Int(bytes[trailer + 6])
        referenceSize = Int(bytes[trailer + 7])
        let count = unsigned(at: trailer + 8, size: 8)
        let top = unsigned(at: trailer + 16, size: 8)
        let tableOffset = unsigned(at: trailer + 24, size: 8)
        guard [1, 2, 4, 8].contains(offsetSize), [1, 2, 4, 8].contains(referenceSize) else {
            throw error(trailer + 6, "invalid trailer (offset size \(offsetSize), reference size \(referenceSize)); the file is truncated or not a plist")
        }
        guard count >= 1, count <= UInt64(bytes.count) else {
            throw error(trailer + 8, "invalid object count \(count) for a file of \(bytes.count) bytes")
        }
        objectCount = Int(count)
        // Subtract rather than add: a hostile table offset near UInt64.max would overflow the sum.
        // The product cannot overflow (count <= file size, offsetSize <= 8).
        guard tableOffset >= UInt64(headerSize), tableOffset <= UInt64(trailer),
              UInt64(objectCount) * UInt64(offsetSize) <= UInt64(trailer) - tableOffset else {
            throw error(trailer + 24, "the offset table (at \(tableOffset), \(objectCount) entries) lies outside the file")
        }
        offsetTableStart = Int(tableOffset)
        guard top < count else { throw error(trailer + 16, "the top object \(top) is out of range (\(objectCount) objects)") }
        return Int(top)
    }

    private func unsigned(at offset: Int, size: Int) -> UInt64 {
        var value: UInt64 = 0
        for index in offset..<offset + size { value = value << 8 | UInt64(bytes[index]) }
        return value
    }

    /// The decoded object `index`, reusing earlier work.
    private mutating func object(_ index: Int, depth: Int) throws(StringsError) -> PropertyListValue {
        if let (value, size) = decoded[index] {
            guard budget.charge(size) else { throw budget.exceeded(at: location((try? offset(of: index)) ?? 0)) }
            return value
        }
        guard depth <= limits.maximumDepth else {
            throw error(0, "nesting deeper than \(limits.maximumDepth) levels", kind: .limit)
        }
        guard inProgress.insert(index).inserted else {
            throw error(try offset(of: index), "object \(index) contains itself (a reference cycle)")
        }
        let before = budget.used
        let value = try decode(index, depth: depth)
        guard budget.charge(DecodedSizeBudget.valueCost + Self.ownBytes(value)) else {
            throw budget.exceeded(at: location((try? offset(of: index)) ?? 0))
        }
        inProgress.remove(index)
        decoded[index] = (value, budget.used - before)
        return value
    }

    private func offset(of index: Int) throws(StringsError) -> Int {
        let entry = offsetTableStart + index * offsetSize
        let offset = unsigned(at: entry, size: offsetSize)
        guard offset >= 8, offset < UInt64(offsetTableStart) else {
            throw error(entry, "object \(index) has offset \(offset), outside the object area (8..<\(offsetTableStart))")
        }
        return Int(offset)
    }

    /// Checks that `length` bytes from `start` lie inside the object area.
    private func require(_ start: Int, _ length: Int, _ what: String) throws(StringsError) {
        guard length >= 0, start <= offsetTableStart, length <= offsetTableStart - start else {
            throw error(start, "\(what) of \(length) bytes runs past the end of the object area")
        }
    }

    private mutating func decode(_ index: Int, depth: Int) throws(StringsError) -> PropertyListValue {
        let start = try offset(of: index)
        let marker = bytes[start]
        let high = marker >> 4, low = Int(marker & 0x0F)
        switch high {
        case 0x0:
            switch marker {
            case 0x08: return .boolean(false)
            case 0x09: return .boolean(true)
            default: throw error(start, "unsupported object type 0x\(String(marker, radix: 16)) (null or fill)")
            }
        case 0x1:
            guard low <= 4 else { throw error(start, "invalid integer size marker 0x\(String(marker, radix: 16))") }
            let size = 1 << low
            try require(start + 1, size, "an integer")
            // 16-byte integers keep their low 64 bits, as Apple does; 1, 2 and 4 bytes are unsigned.
            let raw = unsigned(at: start + 1 + max(0, size - 8), size: min(size, 8))
            return .integer(Int64(bitPattern: raw))
        case 0x2:
            guard low == 2 || low == 3 else { throw error(start, "invalid real size marker 0x\(String(marker, radix: 16))") }
            try require(start + 1, 1 << low, "a real")
            let raw = unsigned(at: start + 1, size: 1 << low)
            return .real(low == 2 ? Double(Float(bitPattern: UInt32(raw))) : Double(bitPattern: raw))
        case 0x3:
            guard marker == 0x33 else { throw error(start, "invalid date marker 0x\(String(marker, radix: 16))") }
            try require(start + 1, 8, "a date")
            return .date(Date(timeIntervalSinceReferenceDate: Double(bitPattern: unsigned(at: start + 1, size: 8))))
        case 0x4:
            let (count, body) = try length(low, at: start)
            try require(body, count, "data")
            return .data(Array(UnsafeBufferPointer(rebasing: bytes[body..<body + count])))
        case 0x5:
            let (count, body) = try length(low, at: start)
            try require(body, count, "an ASCII string")
            let text = UnsafeBufferPointer(rebasing: bytes[body..<body + count])
            if let bad = text.firstIndex(where: { $0 >= 0x80 || $0 == 0 }) {
                throw error(body + bad, "byte 0x\(String(text[bad], radix: 16)) in an ASCII string", kind: .encoding)
            }
            return .string(String(decoding: text, as: UTF8.self))
        case 0x6:
            let (count, body) = try length(low, at: start)
            guard count <= offsetTableStart / 2 else { throw error(start, "a string of \(count) UTF-16 units is longer than the file") }
            try require(body, count * 2, "a UTF-16 string")
            do {
                let utf8 = try UTF16Transcoder.utf8(from: UnsafeBufferPointer(rebasing: bytes[body..<body + count * 2]), bigEndian: true, file: file)
                return .string(String(decoding: utf8, as: UTF8.self))
            } catch {
                throw self.error(body, "string object \(index): \(error.message)", kind: .encoding)
            }
        case 0xA:
            let (count, body) = try length(low, at: start)
            try require(body, count.multipliedReportingOverflow(by: referenceSize).overflow ? -1 : count * referenceSize, "an array")
            var elements: [PropertyListValue] = []
            elements.reserveCapacity(count)
            for slot in 0..<count {
                elements.append(try object(try reference(at: body + slot * referenceSize), depth: depth + 1))
            }
            return .array(elements)
        case 0xD:
            let (count, body) = try length(low, at: start)
            try require(body, count.multipliedReportingOverflow(by: 2 * referenceSize).overflow ? -1 : count * 2 * referenceSize, "a dictionary")
            var entries: [PropertyListDictionary.Entry] = []
            entries.reserveCapacity(count)
            for slot in 0..<count {
                let keyReference = try reference(at: body + slot * referenceSize)
                guard case .string(let key) = try object(keyReference, depth: depth + 1) else {
                    throw error(body + slot * referenceSize, "dictionary key \(slot) (object \(keyReference)) is not a string")
                }
                let value = try object(try reference(at: body + (count + slot) * referenceSize), depth: depth + 1)
                entries.append(PropertyListDictionary.Entry(key: key, value: value))
            }
            return .dictionary(PropertyListDictionary(entries: entries))
        default:
            throw error(start, "unsupported object type 0x\(String(marker, radix: 16))")
        }
    }

    /// An object's element count: the low nibble, or an integer object after it when the nibble is 0xF.
    private func length(_ nibble: Int, at start: Int) throws(StringsError) -> (count: Int, body: Int) {
        guard nibble == 0xF else { return (nibble, start + 1) }
        try require(start + 1, 1, "a length")
        let marker = bytes[start + 1]
        guard marker >> 4 == 0x1, marker & 0x0F <= 3 else { throw error(start + 1, "invalid length marker 0x\(String(marker, radix: 16))") }
        let size = 1 << Int(marker & 0x0F)
        try require(start + 2, size, "a length")
        let count = unsigned(at: start + 2, size: size)
        guard count <= UInt64(bytes.count) else {
            throw error(start + 2, "a length of \(count) is larger than the whole file (\(bytes.count) bytes)")
        }
        return (Int(count), start + 2 + size)
    }

    private func reference(at offset: Int) throws(StringsError) -> Int {
        let value = unsigned(at: offset, size: referenceSize)
        guard value < UInt64(objectCount) else {
            throw error(offset, "object reference \(value) is out of range (\(objectCount) objects)")
        }
        return Int(value)
    }
}
