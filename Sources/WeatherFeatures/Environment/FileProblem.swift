/// Why a file from outside (the config file, the OpenWeatherMap key file) was refused, as a
/// fact: the library finds it, and the command line words it in the user's language.
public enum FileProblem: Hashable, Sendable, Codable {
  /// What a path that is not a regular file is instead.
  public enum Kind: String, Hashable, Sendable, Codable {
    case directory, namedPipe, characterDevice, blockDevice, socket, symbolicLink, other
  }

  /// Not a regular file; not read.
  case notRegular(Kind)
  /// Group or others may use it (the mode, in octal, e.g. `644`); not read.
  case notPrivate(mode: String)
  /// Larger than this many bytes; not read.
  case tooLarge(limit: Int)
  /// Nothing at the path.
  case missing
  /// Not UTF-8 text.
  case notUTF8
  /// Nothing in it (a key file's first line is blank).
  case empty
  /// The key in it has control characters.
  case controlCharacters
  /// The system's own words (an action and `strerror`'s text), kept as said.
  case system(String)

  /// The English, as the library writes it.
  public var english: String {
    switch self {
    case .notRegular(let kind): "not a regular file (it is \(kind.english)); not read"
    case .notPrivate(let mode): "mode \(mode) lets other users read it; not read (chmod 600 it)"
    case .tooLarge(let limit): "larger than \(Self.size(limit)); not read"
    case .missing: "no such file"
    case .notUTF8: "not UTF-8 text"
    case .empty: "empty"
    case .controlCharacters: "the key has control characters"
    case .system(let words): words
    }
  }

  /// A byte limit as the messages write it: `64 KiB`, `8 MiB` (symbols every language reads).
  public static func size(_ limit: Int) -> String {
    limit >= 1 << 20 ? "\(limit >> 20) MiB" : "\(limit >> 10) KiB"
  }
}

extension FileProblem.Kind {
  /// The English, e.g. "a named pipe".
  public var english: String {
    switch self {
    case .directory: "a directory"
    case .namedPipe: "a named pipe"
    case .characterDevice: "a character device"
    case .blockDevice: "a block device"
    case .socket: "a socket"
    case .symbolicLink: "a symbolic link"
    case .other: "not a regular file"
    }
  }
}
