package import Foundation

/// Where the XDG Base Directory specification puts a user's data and cache files.
///
/// Read from an environment dictionary rather than the process's, so tests can inject one.
package struct XDGDirectories: Hashable, Sendable {
  /// `$XDG_DATA_HOME`, else `$HOME/.local/share`; `nil` when neither is an absolute path.
  package var dataHome: URL?
  /// `$XDG_CACHE_HOME`, else `$HOME/.cache`; `nil` when neither is an absolute path.
  package var cacheHome: URL?
  /// `$XDG_CONFIG_HOME`, else `$HOME/.config`; `nil` when neither is an absolute path.
  package var configHome: URL?

  /// The directories named by `environment`.
  ///
  /// Per the specification, an unset, empty or relative `XDG_*` value is ignored in favour of
  /// the default under `HOME`.
  package init(environment: [String: String] = ProcessInfo.processInfo.environment) {
    func absolute(_ name: String) -> URL? {
      guard let value = environment[name], value.hasPrefix("/") else { return nil }
      return URL(fileURLWithPath: value, isDirectory: true)
    }
    let home = absolute("HOME")
    dataHome =
      absolute("XDG_DATA_HOME") ?? home?.appendingPathComponent(".local/share", isDirectory: true)
    cacheHome =
      absolute("XDG_CACHE_HOME") ?? home?.appendingPathComponent(".cache", isDirectory: true)
    configHome =
      absolute("XDG_CONFIG_HOME") ?? home?.appendingPathComponent(".config", isDirectory: true)
  }

  /// The directories given explicitly.
  package init(dataHome: URL?, cacheHome: URL?, configHome: URL? = nil) {
    self.dataHome = dataHome
    self.cacheHome = cacheHome
    self.configHome = configHome
  }
}
