// Fuzzes the release-notes readers, MarkdownText (GitHub releases, appcasts) and HTMLNoteReader (appcast
// descriptions), under a time budget that grows linearly with the input (issue 28): nested links, `a < b`
// text and other shapes that cost time growing faster than the text must trip it. The first byte chooses
// the reader; the rest is the notes.
//
// Each input is read twice: as given, and repeated until it is about 16 KiB, so that a small pattern
// whose cost is quadratic in how often it repeats (each `[` opening one more nested link) is measured at
// a size where that shows. The budget is processor time of this thread (not the wall clock, which other
// processes stretch): 20 ms plus 10 µs per character, about twenty times what the linear readers take
// under the sanitizers; the quadratic readers of before took seconds at 16 KiB.
import FuzzSupport
@_spi(Fuzzing) import IVersion
#if canImport(Glibc)
import Glibc
#endif

/// Processor seconds this thread has used.
private func threadCPUTime() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// The lines of `text` by the chosen reader, checked against the budget and the readers' promises.
private func read(_ text: String, html: Bool) {
    let characters = text.count
    let start = threadCPUTime()
    let lines = html ? HTMLNoteReader.lines(text) : MarkdownText.lines(text)
    let seconds = threadCPUTime() - start
    let budget = 0.02 + 10e-6 * Double(characters)
    require(seconds <= budget, "\(html ? "HTML" : "Markdown") of \(characters) characters took \(seconds) s of CPU (budget \(budget) s): "
        + String(text.prefix(200)).debugDescription)
    for line in lines {
        // Both promise one line per block and no blank lines.
        require(!line.allSatisfy(\.isWhitespace), "a blank line from \(String(text.prefix(200)).debugDescription)")
        if html {
            require(!line.contains { $0.isNewline }, "a line break inside an HTML line: \(line.debugDescription)")
            require(line.first?.isWhitespace == false && line.last?.isWhitespace == false, "untrimmed HTML line \(line.debugDescription)")
        }
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    var reader = FuzzReader(fuzzBytes(start, count))
    let html = reader.byte() & 1 == 1
    let text = String(decoding: reader.rest(), as: UTF8.self)
    read(text, html: html)
    let length = max(text.utf8.count, 1)
    if length < 16_384 { read(String(repeating: text, count: 16_384 / length), html: html) }
    return 0
}

/// libFuzzer's driver, entered from SwiftPM's entry point (see `runLibFuzzer`).
@main
enum FuzzMain {
    static func main() { runLibFuzzer(fuzz) }
}
