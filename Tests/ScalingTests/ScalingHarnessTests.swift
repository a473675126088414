import Testing

/// Every reader of outside input at `n` and `8n`, in one process: CPU time may grow about as the input
/// does (at most ``ScalingMeasurement/largestGrowth`` for 8× the input: linear gives 8, quadratic 64),
/// memory likewise, and output stays a constant multiple of the input. The readers are listed in
/// ``ScalingRegistry``; ``ScalingRegistryTests`` fails for a reader file no case names.
@Suite("Scaling harness: every reader at n and 8n", .serialized)
struct ScalingHarnessTests {
    @Test(arguments: ScalingRegistry.cases)
    func growsLinearly(_ scalingCase: ScalingCase) throws {
        let measured = try ScalingMeasurement.measureSettled(scalingCase)
        print(measured.row(scalingCase))
        // 0 clean, 1 findings: both are a reading of the whole input; 2 (an input or usage error) is not.
        for sample in [measured.empty, measured.small, measured.large].compactMap({ $0 }) {
            #expect((sample.status ?? 0) < 2, "exit status \(sample.status ?? 0): \(measured.row(scalingCase))")
        }
        #expect(measured.small.status == measured.large.status,
                "exit status \(String(describing: measured.small.status)) at n but \(String(describing: measured.large.status)) at 8n: \(measured.row(scalingCase))")
        #expect(measured.cpuGrowth <= ScalingMeasurement.largestGrowth,
                "CPU time grew ×\(measured.cpuGrowth) for 8× the input: \(measured.row(scalingCase))")
        if let memoryGrowth = measured.memoryGrowth {
            #expect(memoryGrowth <= ScalingMeasurement.largestGrowth,
                    "peak memory grew ×\(memoryGrowth) for 8× the input: \(measured.row(scalingCase))")
        }
        #expect(measured.outputGrowth <= ScalingMeasurement.largestGrowth,
                "output grew ×\(measured.outputGrowth) for 8× the input: \(measured.row(scalingCase))")
        for sample in [measured.small, measured.large] {
            let bound = scalingCase.outputPerInputByte * Double(sample.inputBytes) + Double(measured.empty?.outputBytes ?? 0) + 65_536
            #expect(Double(sample.outputBytes) <= bound,
                    "\(sample.outputBytes) bytes out for \(sample.inputBytes) in: \(measured.row(scalingCase))")
        }
    }
}
