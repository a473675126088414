// libFuzzer's driver entry point (compiler-rt FuzzerInterface.h), declared here so Swift can call
// it: SwiftPM gives every executable its own `main`, so our `main` hands control to libFuzzer.
#ifndef CLIBFUZZER_H
#define CLIBFUZZER_H
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
