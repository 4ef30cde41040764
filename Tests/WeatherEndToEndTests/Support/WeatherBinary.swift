import Foundation

/// The `weather` executable that SwiftPM built for this test target (it depends on the
/// executable target), found next to the test binary whatever the `--scratch-path`.
enum WeatherBinary {
  /// The binary, located once and shared by every test.
  static let url: Result<URL, NotFound> = locate()

  /// The binary, or an error naming the directories searched.
  static func require() throws -> URL {
    try url.get()
  }

  /// Directories that may hold the built products: the test binary's own directory on Linux
  /// (`<scratch>/<triple>/debug/<package>PackageTests.xctest`), the `.xctest` bundle's parent
  /// on macOS, and the directory of `argv[0]`.
  private static func locate() -> Result<URL, NotFound> {
    let fileManager = FileManager.default
    var directories: [URL] = []
    if let executable = try? fileManager.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
      directories.append(URL(fileURLWithPath: executable).deletingLastPathComponent())
    }
    for bundle in Bundle.allBundles + [Bundle.main] where bundle.bundlePath.hasSuffix(".xctest") {
      directories.append(bundle.bundleURL.deletingLastPathComponent())
    }
    directories.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent())
    for directory in directories {
      let candidate = directory.appendingPathComponent("weather")
      var isDirectory: ObjCBool = false
      if fileManager.fileExists(atPath: candidate.path, isDirectory: &isDirectory),
        !isDirectory.boolValue, fileManager.isExecutableFile(atPath: candidate.path)
      {
        return .success(candidate)
      }
    }
    // No search of other scratch directories: another checkout's binary may be stale.
    return .failure(NotFound(searched: directories.map(\.path)))
  }

  /// The binary was not built where the tests look for it.
  struct NotFound: Error, CustomStringConvertible {
    var searched: [String]
    var description: String {
      "the weather binary was not found in: \(searched.joined(separator: ", "))"
    }
  }
}
