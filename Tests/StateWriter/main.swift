// state-writer: performs N `FileStateStore.update`s on one state file, each adding 1 to `appStoreID`.
// The state store tests launch several of these at once to prove that no update is lost across processes.
// Usage: state-writer <directory> <bundleID> <count>
import Foundation
import IVersion

let arguments = CommandLine.arguments
guard arguments.count == 4, let count = Int(arguments[3]), count >= 0 else {
    FileHandle.standardError.write(Data("usage: state-writer <directory> <bundleID> <count>\n".utf8))
    exit(2)
}
let store = FileStateStore(directory: URL(fileURLWithPath: arguments[1], isDirectory: true))
do {
    for _ in 0..<count {
        _ = try await store.update(bundleID: arguments[2]) { state in
            var state = state
            state.appStoreID = (state.appStoreID ?? 0) + 1
            return state
        }
    }
} catch {
    FileHandle.standardError.write(Data("state-writer: \(error)\n".utf8))
    exit(1)
}
