import Foundation

/// The disk side of ``SharedFileSystem/live``: size-capped reads of regular files, and
/// replacements that survive a crash.
enum AtomicFile {
  static let readLimit = 64 << 20

  /// A failure, with the path and the system's reason.
  struct Failure: Error, CustomStringConvertible {
    let description: String

    init(_ what: String, _ path: String, code: Int32 = errno) {
      description = "\(what) \(path): \(String(cString: strerror(code)))"
    }
  }

  /// The file's bytes, or `nil` when there is no file.
  static func read(_ path: String) throws -> Data? {
    var status = stat()
    guard stat(path, &status) == 0 else {
      if errno == ENOENT { return nil }
      throw Failure("cannot read", path)
    }
    guard status.st_mode & S_IFMT == S_IFREG else {
      throw Failure("not a regular file:", path, code: EINVAL)
    }
    guard Int(status.st_size) <= readLimit else {
      throw Failure("larger than 64 MiB:", path, code: EFBIG)
    }
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw Failure("cannot open", path)
    }
    defer { try? handle.close() }
    return try handle.read(upToCount: readLimit + 1) ?? Data()
  }

  /// Replaces the file at `path` (or the file its symbolic links lead to) with `data`: written to
  /// a temporary file made with `O_EXCL | O_NOFOLLOW`, flushed, given the old file's mode (0600
  /// for a new one), renamed over it, and the directory flushed.
  static func write(_ data: Data, to path: String) throws {
    let target = (path as NSString).resolvingSymlinksInPath
    let directory = (target as NSString).deletingLastPathComponent
    var existing = stat()
    var mode: mode_t = 0o600
    if lstat(target, &existing) == 0 {
      guard existing.st_mode & S_IFMT == S_IFREG else {
        throw Failure("not a regular file, not replaced:", target, code: EINVAL)
      }
      mode = existing.st_mode & 0o7777
    }
    removeAbandonedTemporaries(of: target)
    let temporary = target + ".\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
    let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard fd >= 0 else { throw Failure("cannot create", temporary) }
    var failure: Int32?
    data.withUnsafeBytes { bytes in
      var offset = 0
      while offset < bytes.count, let base = bytes.baseAddress {
        let written = Foundation.write(fd, base + offset, bytes.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          failure = errno
          return
        }
        offset += written
      }
    }
    if failure == nil, fchmod(fd, mode) != 0 { failure = errno }
    if failure == nil, fsync(fd) != 0 { failure = errno }
    if close(fd) != 0, failure == nil { failure = errno }
    if let failure {
      unlink(temporary)
      throw Failure("cannot write", temporary, code: failure)
    }
    guard rename(temporary, target) == 0 else {
      let code = errno
      unlink(temporary)
      throw Failure("cannot replace", target, code: code)
    }
    let directoryFD = open(directory.isEmpty ? "." : directory, O_RDONLY | O_CLOEXEC)
    if directoryFD >= 0 {
      // Some file systems cannot flush a directory; the rename has happened regardless.
      _ = fsync(directoryFD)
      close(directoryFD)
    }
  }

  /// Removes the temporary files of writes to `target` whose process is gone: a writer killed
  /// mid-save (SIGKILL, a crash) leaves its `NAME.PID.RANDOM.tmp`, and since every writer picks
  /// a new name, nothing else would ever remove it (the fault-injection run counted one per
  /// kill). A file whose process still runs, or whose name is not of that form, is left alone.
  /// Best effort: a file that cannot be removed costs only its space.
  static func removeAbandonedTemporaries(of target: String) {
    let directory = (target as NSString).deletingLastPathComponent
    let prefix = (target as NSString).lastPathComponent + "."
    guard
      let names = try? FileManager.default.contentsOfDirectory(
        atPath: directory.isEmpty ? "." : directory)
    else { return }
    for name in names where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
      let parts = name.dropFirst(prefix.count).dropLast(".tmp".count).split(separator: ".")
      guard parts.count == 2, let pid = pid_t(parts[0]), UInt32(parts[1]) != nil,
        pid > 0, pid != getpid()
      else { continue }
      // ESRCH: no such process. EPERM means one exists (another user's): keep its file.
      if kill(pid, 0) != 0 && errno == ESRCH {
        unlink((directory as NSString).appendingPathComponent(name))
      }
    }
  }
}
