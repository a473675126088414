import Foundation

extension CheckEngine {
    /// How far ahead of the clock a stored date may be before it is treated as invalid: clocks that
    /// were wrong and got fixed, or a time zone mix-up, stay well within a day.
    public static let futureDateTolerance: TimeInterval = 86_400

    /// The stored state with `lastChecked` and `lastReminded` reset to `now` when they lie more than
    /// ``futureDateTolerance`` in the future (or are not a number at all), and a warning for each.
    ///
    /// A `lastChecked` in the year 9999 (a corrupt or hostile state file, a clock that was far ahead)
    /// would otherwise stop every check until then, because the check period never seems to pass.
    /// - Parameters:
    ///   - state: The state as stored.
    ///   - now: The current time.
    /// - Returns: The state to use, and one warning per date reset (empty when nothing was wrong).
    public static func resettingFutureDates(_ state: CheckState, now: Date) -> (state: CheckState, warnings: [CheckWarning]) {
        var state = state
        var warnings: [CheckWarning] = []
        func reset(_ date: inout Date?, _ field: CheckWarning.StoredDate) {
            // Written as "not within the tolerance" so that a date that is not a number (NaN, which every
            // comparison calls false, so no period would ever seem to pass or to run) is reset too.
            guard let stored = date, !(stored.timeIntervalSince(now) <= futureDateTolerance) else { return }
            warnings.append(.futureDateReset(field, stored: stored))
            date = now
        }
        reset(&state.lastChecked, .lastChecked)
        reset(&state.lastReminded, .lastReminded)
        return (state, warnings)
    }
}
