import Foundation
import WeatherFeatures

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The few file operations storage needs, written against libc because Foundation hides the
/// parts that make them safe and durable: opening without blocking, refusing what is not a
/// regular file, exclusive creation that never follows a link, `fsync` of the file and of its
/// directory, and the `errno` that explains a failure.
enum FileIO {
  /// The most bytes read from any one file: far more than a list of thousands of cities or a
  /// 16-day hourly forecast takes, and little enough that `/dev/zero` or a runaway file cannot
  /// exhaust memory.
  static let readLimit = 8 << 20

  /// A file refused, with why as a fact (``FileProblem``), for callers that show the reason
  /// in the user's language.
  struct Refusal: Error {
    var path: String
    var problem: FileProblem

    /// The same refusal as a storage error, in the library's English.
    var storageError: WeatherError { .storage(path: path, reason: problem.english) }
  }

  /// The whole content of the regular file at `path`, or `nil` when there is no such file.
  ///
  /// The file is opened without blocking (a named pipe would otherwise wait for a writer
  /// forever), anything but a regular file is refused, and more than `limit` bytes is an error.
  ///
  /// With `privateOnly`, a file that its group or others may read, write or run (a mode looser
  /// than 0600) is refused too, checked on the open descriptor so that no rename slips between
  /// the check and the read.
  static func contents(
    of path: String, limit: Int = readLimit, privateOnly: Bool = false
  ) throws(WeatherError) -> Data? {
    do {
      return try checkedContents(of: path, limit: limit, privateOnly: privateOnly)
    } catch {
      throw error.storageError
    }
  }

  /// ``contents(of:limit:privateOnly:)`` with the reason of a refusal typed.
  static func checkedContents(
    of path: String, limit: Int = readLimit, privateOnly: Bool = false
  ) throws(Refusal) -> Data? {
    let fd = POSIX.retryingOnInterrupt { open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC) }
    if fd < 0 {
      if errno == ENOENT { return nil }
      throw system("cannot open for reading", path)
    }
    defer { close(fd) }
    var status = stat()
    guard fstat(fd, &status) == 0 else { throw system("cannot inspect", path) }
    guard POSIX.isRegular(status.st_mode) else {
      throw Refusal(path: path, problem: .notRegular(POSIX.fileKind(of: status.st_mode)))
    }
    let openBits = status.st_mode & 0o077
    guard !privateOnly || openBits == 0 else {
      let mode = String(status.st_mode & 0o777, radix: 8)
      throw Refusal(path: path, problem: .notPrivate(mode: mode))
    }
    let tooLarge = Refusal(path: path, problem: .tooLarge(limit: limit))
    guard status.st_size <= limit else { throw tooLarge }
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = POSIX.retryingOnInterrupt {
        buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      }
      if count < 0 { throw system("cannot read", path) }
      if count == 0 { return data }
      // The file may have grown since `fstat`.
      guard data.count + count <= limit else { throw tooLarge }
      data.append(contentsOf: buffer[0..<count])
    }
  }

  /// A refusal in the system's words: `action` and `errno`'s text, as ``POSIX/error`` says it.
  private static func system(_ action: String, _ path: String, code: Int32 = errno) -> Refusal {
    Refusal(path: path, problem: .system("\(action): \(POSIX.describe(code))"))
  }

  /// Replaces the file at `path` with `data` so that, whatever happens (a crash, `SIGKILL`, a
  /// power cut), the file afterwards holds either its old content or all of `data`.
  ///
  /// The data goes to `temporaryPath` (which must be in the same directory, so that `rename` is
  /// atomic), created with `O_CREAT | O_EXCL | O_NOFOLLOW` so that nothing already there, least of
  /// all a symbolic link planted by someone else, is ever written through. It is flushed to the
  /// disk, given the mode of the file it replaces (`permissions` for a new file), and renamed over
  /// `path`; finally the directory is flushed so that the rename itself survives a power cut.
  ///
  /// `path` must not be a symbolic link (resolve it first with ``resolvingSymbolicLinks(_:)``):
  /// `rename` would replace the link itself.
  static func writeAtomically(
    _ data: Data, to path: String, through temporaryPath: String, permissions: mode_t = 0o600
  ) throws(WeatherError) {
    var existing = stat()
    let mode: mode_t
    if lstat(path, &existing) == 0 {
      guard POSIX.isRegular(existing.st_mode) else {
        throw .storage(
          path: path,
          reason: "not a regular file (it is \(POSIX.kind(of: existing.st_mode))); not replaced")
      }
      mode = existing.st_mode & 0o7777
    } else {
      mode = permissions
    }
    let fd = POSIX.retryingOnInterrupt {
      open(
        temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, permissions)
    }
    guard fd >= 0 else {
      throw POSIX.notSaved("cannot create a temporary file", path: path, created: false)
    }
    var failure = writeAll(data, to: fd)
    // `open` applies the umask; `fchmod` gives exactly the mode the file had.
    if failure == nil, fchmod(fd, mode) != 0 { failure = errno }
    // The data must be on the disk before the rename makes it the file's content; otherwise a
    // power cut could leave the new name pointing at an empty file.
    if failure == nil, fsync(fd) != 0 { failure = errno }
    let closeFailure = close(fd) != 0 ? errno : nil
    if let code = failure ?? closeFailure {
      unlink(temporaryPath)
      throw POSIX.notSaved("cannot write", path: path, created: true, code: code)
    }
    guard rename(temporaryPath, path) == 0 else {
      let code = errno
      unlink(temporaryPath)
      throw POSIX.notSaved("cannot replace the file", path: path, created: true, code: code)
    }
    // After the rename the change is made: a failure to flush the directory now cannot undo
    // it, and reporting one would say "not saved" of a file that holds the new content (the
    // follow list rolled its change back while the file kept it; the fault-injection run
    // found it). So the flush is best effort.
    syncDirectory(containing: path)
  }

  /// Removes what a writer killed mid-write may have left at `temporaryPath`; if it is a
  /// symbolic link, the link goes, never its target.
  static func removeLeftover(_ temporaryPath: String) throws(WeatherError) {
    guard unlink(temporaryPath) == 0 || errno == ENOENT else {
      throw POSIX.error("cannot remove a leftover temporary file", path: temporaryPath)
    }
  }

  /// The path a write to `path` must replace: `path` itself, or, when it is a symbolic link (as
  /// dotfiles managers make), the file it finally points to, even if that does not exist yet.
  static func resolvingSymbolicLinks(_ path: String) throws(WeatherError) -> String {
    var current = path
    // The kernel's own limit on links followed in one lookup.
    for _ in 0..<40 {
      var status = stat()
      guard lstat(current, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else {
        return current
      }
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let count = readlink(current, &buffer, buffer.count - 1)
      guard count >= 0 else { throw POSIX.error("cannot read the symbolic link", path: current) }
      let target = String(
        decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      current =
        target.hasPrefix("/")
        ? target
        : ((current as NSString).deletingLastPathComponent as NSString)
          .appendingPathComponent(target)
    }
    throw .storage(path: path, reason: "too many levels of symbolic links")
  }

  /// Creates `path` and any missing parent directories, like `mkdir -p`; an existing directory,
  /// even one made at the same moment by another process, is fine.
  static func makeDirectories(_ path: String, permissions: mode_t = 0o700) throws(WeatherError) {
    // Nearly always there already: one `stat` instead of a `mkdir` and a `stat` per component
    // (ten system calls for ~/.local/share/weather, on every remembered search).
    var existing = stat()
    if stat(path, &existing) == 0, existing.st_mode & S_IFMT == S_IFDIR { return }
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
          write(fd, base + offset, bytes.count - offset)
        }
        if written < 0 { return errno }
        offset += written
      }
      return nil
    }
  }

  /// Flushes the directory holding `path`, making a rename inside it durable, as far as the
  /// system lets it (some file systems cannot flush a directory: EINVAL).
  private static func syncDirectory(containing path: String) {
    let directory = (path as NSString).deletingLastPathComponent
    let fd = POSIX.retryingOnInterrupt {
      open(directory.isEmpty ? "." : directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    }
    guard fd >= 0 else { return }
    _ = fsync(fd)
    close(fd)
  }
}
