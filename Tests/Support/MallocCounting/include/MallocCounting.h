#ifndef MALLOC_COUNTING_H
#define MALLOC_COUNTING_H

#include <stdbool.h>
#include <stdint.h>

/// Whether this build counts allocations: glibc, and no sanitizer (a sanitizer owns malloc).
bool malloc_counting_is_available(void);

/// Starts counting the calling thread's malloc, calloc and realloc calls from zero.
void malloc_counting_start(void);

/// Stops counting on the calling thread and returns the calls counted since the start.
uint64_t malloc_counting_stop(void);

#endif
