import Foundation
import Glibc
import WeatherFeatures

/// The few file operations storage needs, written against Glibc because Foundation hides the
/// parts that make them durable (`fsync` of the file and of its directory) and the `errno` that
/// explains a failure.
enum FileIO {
  /// The whole content of the file at `path`, or `nil` when there is no such file.
  static func contents(of path: String) throws(WeatherError) -> Data? {
    let fd = POSIX.retryingOnInterrupt { open(path, O_RDONLY | O_CLOEXEC) }
    if fd < 0 {
      if errno == ENOENT { return nil }
      throw POSIX.error("cannot open for reading", path: path)
    }
    defer { close(fd) }
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = POSIX.retryingOnInterrupt {
        buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
      }
      if count < 0 { throw POSIX.error("cannot read", path: path) }
      if count == 0 { return data }
      data.append(contentsOf: buffer[0..<count])
    }
  }

  /// Replaces the file at `path` with `data` so that, whatever happens (a crash, `SIGKILL`, a
  /// power cut), the file afterwards holds either its old content or all of `data`.
  ///
  /// The data goes to `temporaryPath` (which must be in the same directory, so that `rename` is
  /// atomic), is flushed to the disk, and is then renamed over `path`; finally the directory is
  /// flushed so that the rename itself survives a power cut.
  static func writeAtomically(
    _ data: Data, to path: String, through temporaryPath: String, permissions: mode_t = 0o600
  ) throws(WeatherError) {
    let fd = POSIX.retryingOnInterrupt {
      open(temporaryPath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, permissions)
    }
    guard fd >= 0 else { throw POSIX.error("cannot create a temporary file", path: temporaryPath) }
    let failure = writeAll(data, to: fd)
    // The data must be on the disk before the rename makes it the file's content; otherwise a
    // power cut could leave the new name pointing at an empty file.
    let syncFailure = failure == nil && fsync(fd) != 0 ? errno : nil
    let closeFailure = close(fd) != 0 ? errno : nil
    if let code = failure ?? syncFailure ?? closeFailure {
      unlink(temporaryPath)
      throw POSIX.error("cannot write", path: temporaryPath, code: code)
    }
    guard rename(temporaryPath, path) == 0 else {
      let code = errno
      unlink(temporaryPath)
      throw POSIX.error("cannot replace the file", path: path, code: code)
    }
    try syncDirectory(containing: path)
  }

  /// Creates `path` and any missing parent directories, like `mkdir -p`; an existing directory,
  /// even one made at the same moment by another process, is fine.
  static func makeDirectories(_ path: String, permissions: mode_t = 0o700) throws(WeatherError) {
    var prefix = path.hasPrefix("/") ? "" : "."
    for component in path.split(separator: "/") {
      prefix += "/" + component
      if mkdir(prefix, permissions) == 0 { continue }
      let code = errno
      var status = stat()
      guard stat(prefix, &status) == 0 else {
        throw POSIX.error("cannot create the directory", path: prefix, code: code)
      }
      guard status.st_mode & S_IFMT == S_IFDIR else {
        throw .storage(path: prefix, reason: "cannot create the directory: a file is in the way")
      }
    }
  }

  /// Whether something exists at `path`.
  static func exists(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0
  }

  /// Writes every byte of `data` to `fd`, going on after short writes; the `errno` of a failure.
  private static func writeAll(_ data: Data, to fd: Int32) -> Int32? {
    data.withUnsafeBytes { bytes -> Int32? in
      guard let base = bytes.baseAddress else { return nil }
      var offset = 0
      while offset < bytes.count {
        let written = POSIX.retryingOnInterrupt {
          Glibc.write(fd, base + offset, bytes.count - offset)
        }
        if written < 0 { return errno }
        offset += written
      }
      return nil
    }
  }

  /// Flushes the directory holding `path`, making a rename inside it durable.
  private static func syncDirectory(containing path: String) throws(WeatherError) {
    let directory = (path as NSString).deletingLastPathComponent
    let fd = POSIX.retryingOnInterrupt {
      open(directory.isEmpty ? "." : directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    }
    guard fd >= 0 else {
      throw POSIX.error("cannot open the directory to flush it", path: directory)
    }
    defer { close(fd) }
    // Some file systems cannot flush a directory (EINVAL); the rename has happened and there is
    // nothing better to do there, so only a real I/O error is reported.
    if fsync(fd) != 0 && errno != EINVAL && errno != EROFS {
      throw POSIX.error("cannot flush the directory", path: directory)
    }
  }
}
