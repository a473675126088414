/// Hostile files the robustness tests feed to the parsers, built in one place.
public enum HostileInputs {
    /// The binary plist from issue 14: `{"1.2": [s, s, s, …]}` where the array holds `references`
    /// references to one string `s` of `stringLength` bytes. The file is about `references` bytes;
    /// decoded naively it is `references × stringLength`.
    /// - Parameters:
    ///   - references: How many times the array references the string.
    ///   - stringLength: The length of the shared string, in ASCII bytes.
    /// - Returns: The bytes of a valid `bplist00` file (one-byte references, four-byte offsets).
    public static func sharedReferencePlist(references: Int, stringLength: Int = 1000) -> [UInt8] {
        func bigEndian<T: FixedWidthInteger>(_ value: T) -> [UInt8] { withUnsafeBytes(of: value.bigEndian, Array.init) }
        var array: [UInt8] = references < 15 ? [0xA0 | UInt8(references)] : [0xAF, 0x12] + bigEndian(UInt32(references))
        array += [UInt8](repeating: 3, count: references)
        let objects: [[UInt8]] = [
            [0xD1, 1, 2],                                   // 0: {1: 2}
            [0x53] + Array("1.2".utf8),                     // 1: "1.2"
            array,                                          // 2: [3, 3, 3, …]
            [0x5F, 0x11] + bigEndian(UInt16(stringLength)) + [UInt8](repeating: UInt8(ascii: "x"), count: stringLength),
        ]
        var bytes = Array("bplist00".utf8)
        var offsets: [UInt32] = []
        for object in objects {
            offsets.append(UInt32(bytes.count))
            bytes += object
        }
        let table = UInt64(bytes.count)
        for offset in offsets { bytes += bigEndian(offset) }
        bytes += [0, 0, 0, 0, 0, 0, 4, 1] + bigEndian(UInt64(objects.count)) + bigEndian(UInt64(0)) + bigEndian(table)
        return bytes
    }
}
