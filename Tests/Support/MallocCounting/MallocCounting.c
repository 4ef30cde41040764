// Counts the allocations the calling thread makes, for the tests that pin the reducer
// library's allocation-free paths (issue 12).
//
// Linked into the test executable, these definitions of malloc, calloc and realloc take the
// place of the C library's for the whole process (an executable's symbols come first in the
// dynamic linker's search, and the linker exports them because the shared libraries use them).
// Each forwards to glibc's own entry point (`__libc_malloc` …), so nothing else changes: `free`
// stays glibc's. Counting is per thread, off unless a test turns it on, so the other tests
// running in parallel are neither counted nor slowed beyond one thread-local load.
#include "MallocCounting.h"

#include <stddef.h>
#include <stdlib.h>

#if defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer) || \
    __has_feature(memory_sanitizer)
#define MALLOC_COUNTING_SANITIZED 1
#endif
#endif

#if defined(__linux__) && defined(__GLIBC__) && !defined(MALLOC_COUNTING_SANITIZED)

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);

static __thread bool counting __attribute__((tls_model("initial-exec")));
static __thread uint64_t counted __attribute__((tls_model("initial-exec")));

void *malloc(size_t size) {
  if (counting) counted += 1;
  return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
  if (counting) counted += 1;
  return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
  if (counting) counted += 1;
  return __libc_realloc(pointer, size);
}

bool malloc_counting_is_available(void) { return true; }

void malloc_counting_start(void) {
  counted = 0;
  counting = true;
}

uint64_t malloc_counting_stop(void) {
  counting = false;
  return counted;
}

#else

bool malloc_counting_is_available(void) { return false; }
void malloc_counting_start(void) {}
uint64_t malloc_counting_stop(void) { return 0; }

#endif
