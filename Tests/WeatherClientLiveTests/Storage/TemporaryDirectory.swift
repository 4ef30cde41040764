import Foundation

/// A fresh directory under the system's temporary directory, removed with everything in it when
/// the last reference goes: a suite struct holding one cleans up after each test.
final class TemporaryDirectory: Sendable {
  /// The directory.
  let url: URL

  /// Creates the directory.
  init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("weather-storage-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }
}
