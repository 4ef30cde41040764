#ifndef FUZZ_DRIVER_H
#define FUZZ_DRIVER_H

#include <stddef.h>
#include <stdint.h>

/// libFuzzer's entry for programs with their own `main` (the toolchain's libFuzzer has it since
/// LLVM 12): runs the fuzzing loop with `callback` as the target, taking libFuzzer's flags from
/// `argv`.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
