#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Standard input, output and error as the process was started with them.
enum StandardStreams {
  /// Whether standard output was closed when the process started; set once, by ``secure()``,
  /// before any other thread exists.
  nonisolated(unsafe) private(set) static var outputWasClosed = false

  /// Gives each closed standard descriptor (0, 1, 2) `/dev/null`, so that no file opened later
  /// takes its number and receives what was meant for it, and remembers that standard output
  /// was closed: writing to it then fails as it would have (`EBADF`), instead of vanishing.
  ///
  /// Called first thing in ``ProcessEntry/main()``, while the process has one thread.
  static func secure() {
    for fd in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO]
    where fcntl(fd, F_GETFD) == -1 && errno == EBADF {
      if fd == STDOUT_FILENO { outputWasClosed = true }
      let null = open("/dev/null", fd == STDIN_FILENO ? O_RDONLY : O_WRONLY)
      // The lowest free number is `fd` itself (the ones below are open or were just opened).
      if null >= 0, null != fd {
        _ = dup2(null, fd)
        close(null)
      }
    }
  }
}
