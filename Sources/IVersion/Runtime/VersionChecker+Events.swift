/// The one stream: every event goes to the delegate and the log as it happens, and into the result.
@_spi(Engine) import IVersionCore
extension VersionChecker {
    /// Hands each event to the delegate, in order, and logs it.
    func emit(_ events: [IVersionEvent]) async {
        for event in events {
            log("event: \(event)")
            await delegate.handle(event)
        }
    }

    /// The result of a call that checks nothing (`checkAtLaunch` off), with the stored state and why.
    func nothingChecked(_ reason: String) async -> CheckResult {
        log(reason)
        let state = (try? await store.load(bundleID: configuration.applicationBundleID).state) ?? .fresh
        let outcome = CheckOutcome.notChecked(reason: .checkAtLaunchOff)
        return CheckResult(outcome: outcome, summary: composer.summary(outcome), alerts: [], localOutcome: nil, state: state,
                           events: [], warnings: [], recovery: nil, steps: [reason])
    }
}
