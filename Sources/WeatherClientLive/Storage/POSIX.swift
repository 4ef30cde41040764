import Glibc
import WeatherFeatures

/// Thin helpers around Glibc calls, so that every failure becomes a
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
}
