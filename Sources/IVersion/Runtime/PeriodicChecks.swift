import Foundation
@_spi(Engine) import IVersionCore

/// How often ``VersionChecker/periodicChecks(_:)`` checks while the app runs: SSVC's schedules, the
/// configuration's check period, or any interval.
public enum CheckSchedule: Sendable, Hashable {
    /// Once an hour.
    case hourly
    /// Once a day.
    case daily
    /// Once a week.
    case weekly
    /// Once every 30 days.
    case monthly
    /// Every `checkPeriod` of the configuration (daily when it is zero or less; at most a century).
    case checkPeriod
    /// A fixed interval.
    case every(Duration)

    /// The time between two checks for `configuration`.
    /// - Parameter configuration: The app's configuration (for ``checkPeriod``).
    /// - Returns: The interval, at least one second.
    package func interval(for configuration: Configuration) -> Duration {
        let day = Duration.seconds(86_400)
        let interval: Duration = switch self {
        case .hourly: .seconds(3_600)
        case .daily: day
        case .weekly: day * 7
        case .monthly: day * 30
        case .checkPeriod:
            configuration.checkPeriod > .zero ? min(configuration.checkPeriod, .days(Duration.longestPeriodDays)) : day
        case let .every(duration): duration
        }
        return max(interval, .seconds(1))
    }

    /// How long to wait before the first check: SSVC schedules from the last check, so a daily check made
    /// an hour ago waits 23 hours, however often the app starts; never checked (or long ago) is now.
    /// ``checkPeriod`` checks at once: the check period itself holds a check back within it.
    /// - Parameters:
    ///   - configuration: The app's configuration (for the interval).
    ///   - lastChecked: When the last check was made, from the stored state.
    ///   - now: The current time.
    /// - Returns: The wait, zero when a check is due.
    package func firstDelay(for configuration: Configuration, lastChecked: Date?, now: Date) -> Duration {
        guard self != .checkPeriod, let lastChecked else { return .zero }
        let elapsed = now.timeIntervalSince(lastChecked)
        // A last check in the future (a clock set back) counts as due: waiting on it could last for ever.
        guard elapsed >= 0 else { return .zero }
        let remaining = interval(for: configuration) - .milliseconds(Int64((elapsed * 1000).rounded(.down)))
        return max(remaining, .zero)
    }
}

extension VersionChecker {
    /// Checks for a new version once per `schedule` while the app runs, as SSVC's scheduler does: the
    /// first check when one `schedule` interval has passed since the stored last check (at once when none
    /// was made, or for ``CheckSchedule/checkPeriod``), then every interval; each result (or failure) is one
    /// element. The remind and check periods and the delegate's
    /// `shouldCheckForNewVersion` still decide whether a check fetches anything. The checks stop when the
    /// iteration stops or its task is cancelled.
    ///
    /// ```swift
    /// for await result in checker.periodicChecks(.daily) {
    ///     if case let .success(check) = result, let alert = check.alerts.first { present(alert) }
    /// }
    /// ```
    /// - Parameter schedule: How often to check.
    /// - Returns: The results, one per check.
    public nonisolated func periodicChecks(_ schedule: CheckSchedule = .checkPeriod) -> AsyncStream<Result<CheckResult, CheckFailure>> {
        let interval = schedule.interval(for: configuration)
        return AsyncStream { continuation in
            let task = Task {
                let lastChecked = try? await self.state().lastChecked
                let wait = schedule.firstDelay(for: self.configuration, lastChecked: lastChecked, now: self.now())
                if wait > .zero {
                    do {
                        try await self.clock.sleep(for: wait)
                    } catch {
                        continuation.finish()
                        return
                    }
                }
                while !Task.isCancelled {
                    do throws(CheckFailure) {
                        continuation.yield(.success(try await self.checkForNewVersionIfDue()))
                    } catch {
                        continuation.yield(.failure(error))
                    }
                    do {
                        try await self.clock.sleep(for: interval)
                    } catch {
                        break
                    }
                }
                continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }
}
