// Intentionally empty: SwiftPM needs one source file in a C target; the symbol comes from
// libclang_rt.fuzzer, linked by `-sanitize=fuzzer`.
