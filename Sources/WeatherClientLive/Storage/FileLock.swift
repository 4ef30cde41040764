import Glibc
import WeatherFeatures

/// An advisory `flock` on a lock file, held while a closure runs.
///
/// The lock is on a separate file rather than on the data file because the data file is replaced
/// by `rename` on every write: a lock on it would stay with the old, unlinked inode and stop
/// excluding anyone. `flock` (unlike `fcntl` locks) belongs to the open file description, so it
/// also excludes other threads of the same process, and the kernel drops it when its holder dies,
/// even by `SIGKILL`.
enum FileLock {
  /// Whether others may hold the lock at the same time.
  enum Mode {
    /// Readers: any number of them together, but no writer.
    case shared
    /// One writer alone.
    case exclusive
  }

  /// Runs `body` while holding the lock on `path` (created when missing), waiting for it first.
  static func withLock<Result>(
    on path: String, _ mode: Mode, _ body: () throws(WeatherError) -> Result
  ) throws(WeatherError) -> Result {
    // `flock` needs no write access, so a read-only descriptor serves both modes.
    let fd = POSIX.retryingOnInterrupt { open(path, O_RDONLY | O_CREAT | O_CLOEXEC, 0o600) }
    guard fd >= 0 else { throw POSIX.error("cannot open the lock file", path: path) }
    // Closing the descriptor releases the lock.
    defer { close(fd) }
    let operation = mode == .shared ? LOCK_SH : LOCK_EX
    guard POSIX.retryingOnInterrupt({ flock(fd, operation) }) == 0 else {
      throw POSIX.error("cannot lock", path: path)
    }
    return try body()
  }
}
