import WeatherFeatures

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// An exclusive advisory `flock` on a lock file, held while a closure runs, waited for a bounded
/// time.
///
/// The lock is on a separate file rather than on the data file because the data file is replaced
/// by `rename` on every write: a lock on it would stay with the old, unlinked inode and stop
/// excluding anyone. `flock` (unlike `fcntl` locks) belongs to the open file description, so it
/// also excludes other threads of the same process, and the kernel drops it when its holder dies,
/// even by `SIGKILL`. Only writers lock: every write is an atomic `rename`, so a reader always
/// sees a complete file without one (and can read where it could not create a lock file).
enum FileLock {
  /// How long a writer waits for another process to finish before giving up.
  static let defaultTimeout: Duration = .seconds(3)

  /// Runs `body` while holding the exclusive lock on `lockPath` (created when missing).
  ///
  /// When another process holds the lock for longer than `timeout`, throws a storage error that
  /// names `lockedFile`, the file the lock guards.
  static func withExclusiveLock<Result>(
    on lockPath: String, guarding lockedFile: String, timeout: Duration = defaultTimeout,
    _ body: () throws(WeatherError) -> Result
  ) throws(WeatherError) -> Result {
    // `flock` needs no write access, so a read-only descriptor serves. O_NONBLOCK and O_NOFOLLOW:
    // a named pipe or a planted link at the lock's path must neither hang nor redirect us.
    let fd = POSIX.retryingOnInterrupt {
      open(lockPath, O_RDONLY | O_CREAT | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC, 0o600)
    }
    guard fd >= 0 else { throw POSIX.error("cannot open the lock file", path: lockPath) }
    // Closing the descriptor releases the lock.
    defer { close(fd) }
    var status = stat()
    guard fstat(fd, &status) == 0, POSIX.isRegular(status.st_mode) else {
      throw .storage(path: lockPath, reason: "the lock file is not a regular file")
    }
    let clock = ContinuousClock()
    let deadline = clock.now + timeout
    while flock(fd, LOCK_EX | LOCK_NB) != 0 {
      let code = errno
      guard code == EWOULDBLOCK || code == EINTR else {
        throw POSIX.error("cannot lock", path: lockPath, code: code)
      }
      guard clock.now < deadline else {
        throw .storage(
          path: lockedFile,
          reason: "locked by another process (through \(lockPath)) for over "
            + "\(timeout.components.seconds) s; nothing was changed, try again")
      }
      // A few milliseconds, varied so that many waiting writers do not retry in step.
      usleep(useconds_t.random(in: 2_000...12_000))
    }
    return try body()
  }
}
