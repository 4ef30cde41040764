// An LD_PRELOAD shim that fails or kills at one chosen file-system call, for
// Scripts/fault-injection/run. Written for glibc on Linux.
//
// Only calls on paths under FAULT_UNDER (a directory prefix), or on descriptors opened under it
// through this shim, are counted: the program's other files (its libraries, the terminal,
// /proc) are never touched, so the N-th call is the N-th call of a save, stable from run to run.
//
//   FAULT_UNDER=DIR        required; nothing is counted without it
//   FAULT_LOG=FILE         appends one line per counted call: "FAMILY SYMBOL N PATH"
//   FAULT_FUNCTION=FAMILY  open | write | fsync | rename (each family covers its variants:
//                          open/open64/openat/openat64/creat/creat64, write/pwrite/pwrite64/
//                          writev, fsync/fdatasync, rename/renameat/renameat2)
//   FAULT_NTH=N            the N-th counted call of FAMILY (1-based) is the faulted one
//   FAULT_ERRNO=NAME       it fails with -1 and this errno (ENOSPC, EIO, EACCES, EDQUOT, …)
//   FAULT_KILL=before|after  instead, SIGKILL the process before the call, or after it returns
//
// The shim's own bookkeeping calls the real functions (found with dlsym(RTLD_NEXT)), so it
// never counts itself.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/uio.h>
#include <unistd.h>

enum family { F_OPEN, F_WRITE, F_FSYNC, F_RENAME, F_COUNT };
static const char *family_names[F_COUNT] = {"open", "write", "fsync", "rename"};

static int counters[F_COUNT];
// Descriptors opened under FAULT_UNDER: writes and fsyncs on them are counted.
#define MAX_FD 4096
static unsigned char tracked[MAX_FD];

static const char *under(void) {
  const char *dir = getenv("FAULT_UNDER");
  return dir && *dir ? dir : NULL;
}

// The next definition of `name` (libc's), looked up once.
#define REAL(name) \
  static __typeof__(&name) real_##name; \
  if (!real_##name) real_##name = (__typeof__(&name))dlsym(RTLD_NEXT, #name)

static int errno_named(const char *name) {
  static const struct { const char *name; int value; } table[] = {
    {"ENOSPC", ENOSPC}, {"EIO", EIO}, {"EACCES", EACCES}, {"EDQUOT", EDQUOT},
    {"EPERM", EPERM}, {"EROFS", EROFS}, {"EFBIG", EFBIG}, {"EINTR", EINTR},
  };
  for (size_t i = 0; i < sizeof table / sizeof table[0]; i++)
    if (strcmp(table[i].name, name) == 0) return table[i].value;
  return EIO;
}

// Whether `path` (absolute, or relative to `dirfd`/the working directory) is under FAULT_UNDER.
static int path_is_under(int dirfd, const char *path) {
  const char *dir = under();
  if (!dir || !path) return 0;
  char full[PATH_MAX * 2];
  if (path[0] == '/') {
    snprintf(full, sizeof full, "%s", path);
  } else {
    char base[PATH_MAX];
    if (dirfd == AT_FDCWD || dirfd < 0) {
      if (!getcwd(base, sizeof base)) return 0;
    } else {
      char link[64];
      snprintf(link, sizeof link, "/proc/self/fd/%d", dirfd);
      ssize_t n = readlink(link, base, sizeof base - 1);
      if (n < 0) return 0;
      base[n] = 0;
    }
    snprintf(full, sizeof full, "%s/%s", base, path);
  }
  size_t length = strlen(dir);
  while (length > 1 && dir[length - 1] == '/') length--;
  return strncmp(full, dir, length) == 0 && (full[length] == '/' || full[length] == 0);
}

static void log_call(enum family family, const char *symbol, int n, const char *what) {
  const char *file = getenv("FAULT_LOG");
  if (!file || !*file) return;
  REAL(open);
  REAL(write);
  REAL(close);
  int fd = real_open(file, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0600);
  if (fd < 0) return;
  char line[PATH_MAX + 128];
  int length = snprintf(line, sizeof line, "%s %s %d %s\n", family_names[family], symbol, n,
                        what ? what : "-");
  if (length > 0) real_write(fd, line, (size_t)length < sizeof line ? (size_t)length : sizeof line - 1);
  real_close(fd);
}

// Counts a call of `family` and says what to do: 0 go on, -1 fail it (errno set), 1 kill after.
static int decide(enum family family, const char *symbol, const char *what) {
  int n = __atomic_add_fetch(&counters[family], 1, __ATOMIC_SEQ_CST);
  log_call(family, symbol, n, what);
  const char *chosen = getenv("FAULT_FUNCTION");
  const char *nth = getenv("FAULT_NTH");
  if (!chosen || !nth || strcmp(chosen, family_names[family]) != 0 || atoi(nth) != n) return 0;
  const char *kill_when = getenv("FAULT_KILL");
  if (kill_when && strcmp(kill_when, "before") == 0) kill(getpid(), SIGKILL);
  if (kill_when && strcmp(kill_when, "after") == 0) return 1;
  const char *name = getenv("FAULT_ERRNO");
  errno = errno_named(name ? name : "EIO");
  return -1;
}

static void die_now(void) {
  kill(getpid(), SIGKILL);
  _exit(137);  // not reached
}

static void track(int fd) {
  if (fd >= 0 && fd < MAX_FD) tracked[fd] = 1;
}

static int is_tracked(int fd) { return fd >= 0 && fd < MAX_FD && tracked[fd]; }

static const char *describe_fd(int fd, char *buffer, size_t size) {
  char link[64];
  snprintf(link, sizeof link, "/proc/self/fd/%d", fd);
  REAL(readlink);
  ssize_t n = real_readlink(link, buffer, size - 1);
  if (n < 0) n = 0;
  buffer[n] = 0;
  return buffer;
}

// ---- open family ----

static int open_common(const char *symbol, int dirfd, const char *path, int flags, mode_t mode,
                       int (*call)(int, const char *, int, mode_t)) {
  int counted = path_is_under(dirfd, path);
  int after = 0;
  if (counted) {
    int verdict = decide(F_OPEN, symbol, path);
    if (verdict < 0) return -1;
    after = verdict;
  }
  int fd = call(dirfd, path, flags, mode);
  if (counted && fd >= 0) track(fd);
  if (after) die_now();
  return fd;
}

static int call_open(int dirfd, const char *path, int flags, mode_t mode) {
  (void)dirfd;
  REAL(open);
  return real_open(path, flags, mode);
}
static int call_open64(int dirfd, const char *path, int flags, mode_t mode) {
  (void)dirfd;
  REAL(open64);
  return real_open64(path, flags, mode);
}
static int call_openat(int dirfd, const char *path, int flags, mode_t mode) {
  REAL(openat);
  return real_openat(dirfd, path, flags, mode);
}
static int call_openat64(int dirfd, const char *path, int flags, mode_t mode) {
  REAL(openat64);
  return real_openat64(dirfd, path, flags, mode);
}

#define MODE_ARG(flags, mode) \
  mode_t mode = 0; \
  if ((flags) & (O_CREAT | O_TMPFILE)) { \
    va_list args; \
    va_start(args, flags); \
    mode = (mode_t)va_arg(args, int); \
    va_end(args); \
  }

int open(const char *path, int flags, ...) {
  MODE_ARG(flags, mode);
  return open_common("open", AT_FDCWD, path, flags, mode, call_open);
}
int open64(const char *path, int flags, ...) {
  MODE_ARG(flags, mode);
  return open_common("open64", AT_FDCWD, path, flags, mode, call_open64);
}
int openat(int dirfd, const char *path, int flags, ...) {
  MODE_ARG(flags, mode);
  return open_common("openat", dirfd, path, flags, mode, call_openat);
}
int openat64(int dirfd, const char *path, int flags, ...) {
  MODE_ARG(flags, mode);
  return open_common("openat64", dirfd, path, flags, mode, call_openat64);
}
int creat(const char *path, mode_t mode) {
  return open_common("creat", AT_FDCWD, path, O_WRONLY | O_CREAT | O_TRUNC, mode, call_open);
}
int creat64(const char *path, mode_t mode) {
  return open_common("creat64", AT_FDCWD, path, O_WRONLY | O_CREAT | O_TRUNC, mode, call_open64);
}

int close(int fd) {
  REAL(close);
  if (fd >= 0 && fd < MAX_FD) tracked[fd] = 0;
  return real_close(fd);
}

// ---- write family ----

#define FD_GUARD(symbol, family, fd) \
  int after = 0; \
  if (is_tracked(fd)) { \
    char name[PATH_MAX]; \
    int verdict = decide(family, symbol, describe_fd(fd, name, sizeof name)); \
    if (verdict < 0) return -1; \
    after = verdict; \
  }

ssize_t write(int fd, const void *buffer, size_t count) {
  REAL(write);
  FD_GUARD("write", F_WRITE, fd);
  ssize_t result = real_write(fd, buffer, count);
  if (after) die_now();
  return result;
}
ssize_t pwrite(int fd, const void *buffer, size_t count, off_t offset) {
  REAL(pwrite);
  FD_GUARD("pwrite", F_WRITE, fd);
  ssize_t result = real_pwrite(fd, buffer, count, offset);
  if (after) die_now();
  return result;
}
ssize_t pwrite64(int fd, const void *buffer, size_t count, off64_t offset) {
  REAL(pwrite64);
  FD_GUARD("pwrite64", F_WRITE, fd);
  ssize_t result = real_pwrite64(fd, buffer, count, offset);
  if (after) die_now();
  return result;
}
ssize_t writev(int fd, const struct iovec *vector, int count) {
  REAL(writev);
  FD_GUARD("writev", F_WRITE, fd);
  ssize_t result = real_writev(fd, vector, count);
  if (after) die_now();
  return result;
}

// ---- fsync family ----

int fsync(int fd) {
  REAL(fsync);
  FD_GUARD("fsync", F_FSYNC, fd);
  int result = real_fsync(fd);
  if (after) die_now();
  return result;
}
int fdatasync(int fd) {
  REAL(fdatasync);
  FD_GUARD("fdatasync", F_FSYNC, fd);
  int result = real_fdatasync(fd);
  if (after) die_now();
  return result;
}

// ---- rename family ----

static int rename_guard(const char *symbol, int olddirfd, const char *old, int newdirfd,
                        const char *new) {
  if (!path_is_under(olddirfd, old) && !path_is_under(newdirfd, new)) return 0;
  return decide(F_RENAME, symbol, new);
}

int rename(const char *old, const char *new) {
  REAL(rename);
  int verdict = rename_guard("rename", AT_FDCWD, old, AT_FDCWD, new);
  if (verdict < 0) return -1;
  int result = real_rename(old, new);
  if (verdict) die_now();
  return result;
}
int renameat(int olddirfd, const char *old, int newdirfd, const char *new) {
  REAL(renameat);
  int verdict = rename_guard("renameat", olddirfd, old, newdirfd, new);
  if (verdict < 0) return -1;
  int result = real_renameat(olddirfd, old, newdirfd, new);
  if (verdict) die_now();
  return result;
}
int renameat2(int olddirfd, const char *old, int newdirfd, const char *new, unsigned flags) {
  REAL(renameat2);
  int verdict = rename_guard("renameat2", olddirfd, old, newdirfd, new);
  if (verdict < 0) return -1;
  int result = real_renameat2(olddirfd, old, newdirfd, new, flags);
  if (verdict) die_now();
  return result;
}
