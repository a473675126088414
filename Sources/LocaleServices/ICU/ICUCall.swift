import CICU

/// The one place where CICU's status codes are checked and its buffer convention is handled.
enum ICUCall {
    static func check(_ status: Int32, _ function: String) throws(LocaleError) {
        // Negative codes are warnings (a result was still produced); positive codes are failures.
        if status > 0 {
            throw .icuFailure(function: function, status: status, name: String(cString: ivicu_error_name(status)))
        }
    }

    /// Calls a CICU function that writes a UTF-8 C string, growing the buffer when ICU asks for it.
    static func string(
        _ function: String,
        capacity: Int = 64,
        _ body: (UnsafeMutablePointer<CChar>, Int32, UnsafeMutablePointer<Int32>) -> Int32
    ) throws(LocaleError) -> String {
        var capacity = capacity
        for _ in 0..<2 {
            var needed: Int32 = 0
            var buffer = [CChar](repeating: 0, count: capacity)
            let status = buffer.withUnsafeMutableBufferPointer { body($0.baseAddress!, Int32(capacity), &needed) }
            if status == Int32(IVICU_BUFFER_OVERFLOW) {
                capacity = Int(needed) + 1
                continue
            }
            try check(status, function)
            return String(decoding: buffer.prefix(Int(needed)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
        throw .icuFailure(function: function, status: Int32(IVICU_BUFFER_OVERFLOW),
                          name: String(cString: ivicu_error_name(Int32(IVICU_BUFFER_OVERFLOW))))
    }

    /// Calls a CICU function that writes UTF-16 text, growing the buffer when ICU asks for it.
    static func utf16(
        _ function: String,
        capacity: Int = 128,
        _ body: (UnsafeMutablePointer<UInt16>, Int32, UnsafeMutablePointer<Int32>) -> Int32
    ) throws(LocaleError) -> String {
        var capacity = capacity
        for _ in 0..<2 {
            var needed: Int32 = 0
            var buffer = [UInt16](repeating: 0, count: capacity)
            let status = buffer.withUnsafeMutableBufferPointer { body($0.baseAddress!, Int32(capacity), &needed) }
            if status == Int32(IVICU_BUFFER_OVERFLOW) {
                capacity = Int(needed) + 1
                continue
            }
            try check(status, function)
            return String(decoding: buffer.prefix(Int(needed)), as: UTF16.self)
        }
        throw .icuFailure(function: function, status: Int32(IVICU_BUFFER_OVERFLOW),
                          name: String(cString: ivicu_error_name(Int32(IVICU_BUFFER_OVERFLOW))))
    }

    /// Opens an ICU object through a CICU `*_open` function and wraps it so it is closed exactly once.
    static func open(
        _ function: String,
        close: @escaping @Sendable (OpaquePointer) -> Void,
        _ body: (UnsafeMutablePointer<OpaquePointer?>) -> Int32
    ) throws(LocaleError) -> ICUHandle {
        var pointer: OpaquePointer?
        let status = body(&pointer)
        if status > 0, let pointer { close(pointer) }
        try check(status, function)
        guard let pointer else {
            throw .icuFailure(function: function, status: Int32(IVICU_ILLEGAL_ARGUMENT),
                              name: String(cString: ivicu_error_name(Int32(IVICU_ILLEGAL_ARGUMENT))))
        }
        return ICUHandle(pointer, close: close)
    }
}
