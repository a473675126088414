import Foundation

/// Reads a whole file for a parser, refusing it by size before reading when the size is known.
enum FileInput {
    static func read(_ url: URL, limits: ParserLimits) throws(StringsError) -> [UInt8] {
        let path = url.path
        let start = SourceLocation(file: path, line: 1, column: 1)
        let handle: FileHandle
        do {
            handle = try FileHandle(forReadingFrom: url)
        } catch {
            throw StringsError(.io, at: start, "cannot open the file: \(reason(error))")
        }
        defer { try? handle.close() }
        do {
            // Seeking to the end gives the size without reading; pipes and the like fall back to a bounded read.
            if let size = try? handle.seekToEnd() {
                try limits.checkSize(Int(clamping: size), file: path)
                try handle.seek(toOffset: 0)
            }
            let data = try handle.read(upToCount: min(limits.maximumBytes, Int.max - 1) + 1) ?? Data()
            try limits.checkSize(data.count, file: path)
            return [UInt8](data)
        } catch let error as StringsError {
            throw error
        } catch {
            throw StringsError(.io, at: start, "cannot read the file: \(reason(error))")
        }
    }

    private static func reason(_ error: any Error) -> String {
        (error as NSError).localizedDescription
    }
}
