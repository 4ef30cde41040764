public import Foundation
import Synchronization

/// What a ``SharedKey/fileStorage(_:)`` key reads and writes: the disk, or a dictionary for
/// tests.
///
/// <!-- fragment -->
/// ```swift
/// let files = SharedFileSystem.inMemory()
/// SharedFileSystem.$current.withValue(files) {
///   let state = SyncUpsList.State()   // its @Shared(.fileStorage(url)) reads `files`
/// }
/// ```
public struct SharedFileSystem: Sendable {
  let id: String
  let load: @Sendable (URL) throws -> Data?
  let save: @Sendable (Data, URL) throws -> Void
  let contents: (@Sendable (URL) -> Data?)?

  /// The file system a `fileStorage` key uses when it is made: ``live`` unless a test binds
  /// another.
  @TaskLocal public static var current = SharedFileSystem.live

  /// The disk. A read is capped at 64 MiB and refuses what is not a regular file; a write goes
  /// to a new temporary file beside the target (created with `O_EXCL | O_NOFOLLOW`), is flushed,
  /// given the replaced file's mode, and renamed over it, and the directory is flushed: after a
  /// crash the file holds the old value or the new one, never a mix. A symbolic link is written
  /// through to its target, never replaced.
  public static let live = SharedFileSystem(
    id: "live", load: { try AtomicFile.read($0.path) },
    save: { try AtomicFile.write($0, to: $1.path) }, contents: nil)

  /// An empty file system in memory, for tests: each one is its own (two tests never share a
  /// file), and ``contents(of:)`` reads what was saved.
  public static func inMemory(_ files: [URL: Data] = [:]) -> SharedFileSystem {
    let storage = Mutex(
      Dictionary(uniqueKeysWithValues: files.map { ($0.key.standardizedFileURL, $0.value) }))
    return SharedFileSystem(
      id: "memory-\(UUID().uuidString)",
      load: { url in storage.withLock { $0[url.standardizedFileURL] } },
      save: { data, url in storage.withLock { $0[url.standardizedFileURL] = data } },
      contents: { url in storage.withLock { $0[url.standardizedFileURL] } })
  }

  /// What an in-memory file system holds at `url` (`nil` for ``live``: read the disk).
  public func contents(of url: URL) -> Data? {
    contents?(url)
  }
}
