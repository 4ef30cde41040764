// A C module only to declare LLVMFuzzerRunDriver for Swift with the C calling convention; the
// function itself comes from libFuzzer, linked by `-sanitize=fuzzer`.
#include "FuzzDriver.h"
