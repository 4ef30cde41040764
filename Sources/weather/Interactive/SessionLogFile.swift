import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The file `weather app --record` writes: created or truncated, never through a symlink, and
/// only ever a regular file.
final class SessionLogFile: Sendable {
  private let descriptor: Int32

  /// Opens `path` for the log, or fails with a one-line reason (exit 64); non-blocking, so a
  /// named pipe without a reader is refused rather than waited on.
  init(path: String) throws {
    let descriptor = open(
      path, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK, 0o600)
    guard descriptor >= 0 else {
      throw CommandFailure(
        "cannot write the session log \(path): \(String(cString: strerror(errno)))", status: .usage)
    }
    var info = stat()
    guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
      close(descriptor)
      throw CommandFailure("the session log \(path) is not a regular file", status: .usage)
    }
    self.descriptor = descriptor
  }

  deinit {
    close(descriptor)
  }

  /// Appends `data` whole (a failing disk loses the rest of the log, never the app).
  func append(_ data: Data) {
    data.withUnsafeBytes { bytes in
      var offset = 0
      while offset < bytes.count {
        let written = write(descriptor, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
        if written < 0 && errno == EINTR { continue }
        guard written > 0 else { return }
        offset += written
      }
    }
  }
}
