// alert-benchmark: from warm state, decide and compose one localised update alert.
// Run: swift run -c release alert-benchmark
// Baseline: Foundation composing the same English alert text (String(format:), DateFormatter,
// ByteCountFormatter) in the same run. Correctness first: both must produce the same texts.
import Foundation
import AlertScenario
import IVersion
import LocaleServices
@_spi(Engine) import IVersionCore

let scenario = AlertScenario()
let foundationTexts = FoundationAlertTexts()

@MainActor func ours(_ composer: AlertComposer) -> AlertModel {
    composer.updateAlert(scenario.update())
}

// Foundation doing the same work for English: the title, message, buttons, date and size lines.
@MainActor func foundation() -> [String] { foundationTexts.texts(scenario) }

@MainActor func measure(_ label: String, iterations: Int, _ body: () -> Void) -> Double {
    for _ in 0..<1_000 { body() }  // warm up
    let start = DispatchTime.now().uptimeNanoseconds
    for _ in 0..<iterations { body() }
    let perCall = Double(DispatchTime.now().uptimeNanoseconds - start) / Double(iterations) / 1_000
    print("  \(label.padding(toLength: 44, withPad: " ", startingAt: 0)) \(String(format: "%8.2f", perCall)) µs/alert")
    return perCall
}

let english = AlertComposer(configuration: scenario.configuration, preferences: [.english], timeZone: "UTC")
let alert = ours(english)
let reference = foundation()
let ourTexts = AlertScenario.texts(alert)
guard ourTexts == reference else {
    print("MISMATCH\n ours:       \(ourTexts)\n foundation: \(reference)")
    exit(1)
}
print("Texts agree with Foundation's: \(ourTexts.joined(separator: " | "))")

let iterations = 20_000
print("Decide + compose one update alert (warm), \(iterations) iterations:")
let oursEnglish = measure("ours, en", iterations: iterations) { _ = ours(english) }
for locale in ["ar", "ja", "ru"] {
    let composer = AlertComposer(configuration: scenario.configuration, preferences: PreferredLanguages([locale]).tags, timeZone: "UTC")
    _ = measure("ours, \(locale)", iterations: iterations) { _ = ours(composer) }
}
let baseline = measure("Foundation, en (texts only, no decision)", iterations: iterations) { _ = foundation() }
print(String(format: "Ratio (Foundation time / ours): %.2fx; target: under 50 µs per alert -> %@",
             baseline / oursEnglish, oursEnglish < 50 ? "met" : "NOT met"))
