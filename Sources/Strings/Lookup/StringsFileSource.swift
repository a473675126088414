import Foundation

/// How a ``StringsBundle`` reads the disk: the one seam for file access, so tests can count
/// reads or serve files from memory.
public protocol StringsFileSource: Sendable {
    /// The names of the entries of a directory (not recursive); empty when it does not exist.
    func entries(of directory: URL) -> [String]
    /// The whole content of a file.
    func contents(of file: URL) throws(StringsError) -> [UInt8]
}

/// Reads the real file system.
public struct DiskFileSource: StringsFileSource {
    /// Files larger than this are refused before being read.
    public var maximumFileSize: Int

    public init(maximumFileSize: Int = 32 << 20) { self.maximumFileSize = maximumFileSize }

    public func entries(of directory: URL) -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    }

    public func contents(of file: URL) throws(StringsError) -> [UInt8] {
        let location = SourceLocation(file: file.path, line: 1, column: 1)
        let size = (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? nil
        if let size, size > maximumFileSize {
            throw StringsError(.limit, at: location, "the file is \(size) bytes; the limit is \(maximumFileSize)")
        }
        guard let data = FileManager.default.contents(atPath: file.path) else {
            throw StringsError(.io, at: location, "cannot read the file")
        }
        return Array(data)
    }
}
