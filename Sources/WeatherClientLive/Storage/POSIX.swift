import WeatherFeatures

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Thin helpers around libc calls, so that every failure becomes a
/// ``WeatherError/storage(path:reason:)`` that names the file and says in words what the system
/// refused.
enum POSIX {
  /// Calls `call` again while it fails with `EINTR`: a signal arriving mid-call is not a failure.
  static func retryingOnInterrupt<Result: BinaryInteger>(_ call: () -> Result) -> Result {
    while true {
      let result = call()
      if result >= 0 || errno != EINTR { return result }
    }
  }

  /// The system's words for an `errno` value, e.g. "Permission denied (errno 13)".
  static func describe(_ code: Int32) -> String {
    guard let message = strerror(code) else { return "errno \(code)" }
    return "\(String(cString: message)) (errno \(code))"
  }

  /// A storage error for the failed `action` on `path`, read from `errno` (or `code` when given).
  static func error(_ action: String, path: String, code: Int32 = errno) -> WeatherError {
    .storage(path: path, reason: "\(action): \(describe(code))")
  }

  /// A save of `path` that failed at `action` (read from `errno`, or `code` when given), the
  /// file left as it was: named by the file the user knows, not the temporary one.
  static func notSaved(
    _ action: String, path: String, created: Bool, code: Int32 = errno
  ) -> WeatherError {
    .notSaved(path: path, reason: "\(action): \(describe(code))", created: created)
  }

  /// The kind of file a `st_mode` describes, in words, e.g. "a named pipe".
  static func kind(of mode: mode_t) -> String {
    switch mode & S_IFMT {
    case S_IFREG: "a regular file"
    case S_IFDIR: "a directory"
    case S_IFIFO: "a named pipe"
    case S_IFCHR: "a character device"
    case S_IFBLK: "a block device"
    case S_IFSOCK: "a socket"
    case S_IFLNK: "a symbolic link"
    default: "not a regular file"
    }
  }

  /// The kind of file a `st_mode` describes, as a fact to be worded.
  static func fileKind(of mode: mode_t) -> FileProblem.Kind {
    switch mode & S_IFMT {
    case S_IFDIR: .directory
    case S_IFIFO: .namedPipe
    case S_IFCHR: .characterDevice
    case S_IFBLK: .blockDevice
    case S_IFSOCK: .socket
    case S_IFLNK: .symbolicLink
    default: .other
    }
  }

  /// Whether a `st_mode` is that of a regular file.
  static func isRegular(_ mode: mode_t) -> Bool { mode & S_IFMT == S_IFREG }
}
