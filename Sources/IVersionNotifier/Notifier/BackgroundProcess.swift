import IVersion
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Starts the tool again as a detached background process that runs the check and exits, so the
/// tool's own run never waits on the network.
///
/// The process gets its own session (a Ctrl-C or a closed terminal does not stop it half-way),
/// `/dev/null` for its standard streams (it never prints), no other descriptor of the parent's but
/// the check lock (as descriptor 3, so the lock lasts exactly as long as the process), and the
/// parent's environment plus the variable that tells ``UpdateNotifier`` to check instead of notify.
package enum BackgroundProcess {
    /// Starts it.
    /// - Parameters:
    ///   - executable: The program to run (the tool itself).
    ///   - arguments: Its arguments, the first being its name.
    ///   - environment: Its environment.
    ///   - lockDescriptor: The held check lock, passed on as descriptor 3.
    /// - Returns: The process ID.
    /// - Throws: The system's reason when it cannot be started.
    package static func start(
        executable: String, arguments: [String], environment: [String: String], lockDescriptor: Int32
    ) throws(StartError) -> pid_t {
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        for descriptor: Int32 in 0...2 {
            posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY, 0)
        }
        posix_spawn_file_actions_adddup2(&actions, lockDescriptor, 3)
        for descriptor in inheritedDescriptors() where descriptor > 3 {
            posix_spawn_file_actions_addclose(&actions, descriptor)
        }
        posix_spawnattr_setflags(&attributes, Int16(setSessionFlag))

        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid = pid_t()
        let status = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        guard status == 0 else { throw StartError(executable: executable, reason: String(cString: strerror(status))) }
        // Reaped on a thread of its own, so a long-running tool does not collect zombies; the thread
        // never holds up the tool's exit.
        let child = pid
        Thread.detachNewThread { _ = waitpid(child, nil, 0) }
        return child
    }

    /// The program file of the running process.
    package static func currentExecutable() -> String? {
        #if os(Linux)
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") { return path }
        #endif
        return Bundle.main.executablePath
    }

    /// Why the background process could not be started.
    package struct StartError: Error, Sendable, CustomStringConvertible {
        /// The program that was to run.
        package var executable: String
        /// The system's reason.
        package var reason: String
        /// `cannot start <program> in the background: <reason>`.
        package var description: String { "cannot start \(executable) in the background: \(reason)" }
    }

    /// glibc's and Darwin's value of `POSIX_SPAWN_SETSID`, which Swift does not import (a GNU extension
    /// on glibc).
    private static var setSessionFlag: Int32 {
        #if os(Linux)
        0x80
        #else
        0x0400
        #endif
    }

    /// The descriptors open in this process (Linux lists them in `/proc/self/fd`); elsewhere none
    /// are listed and only the standard streams are replaced.
    private static func inheritedDescriptors() -> [Int32] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd") else { return [] }
        return names.compactMap { Int32($0) }
    }
}
