public import WeatherFeatures

/// A config file or `WEATHER_*` variable that cannot be used, with where it is: the whole
/// message names the file and line (or the variable) and the key.
///
/// The problem is typed as well as worded: ``message`` is the English the library writes, and
/// the command line words ``problem`` in the user's language after ``location``.
public struct ConfigError: Error, Hashable, Sendable {
  /// What is wrong, as a fact to be worded.
  public enum Problem: Hashable, Sendable {
    /// Words said elsewhere (the system's, a file check's), kept as said.
    case said(String)
    /// The file is not UTF-8 text.
    case notUTF8
    /// The file was refused before it was parsed: not a regular file, too large, unreadable.
    case file(FileProblem)
    /// A line that is not `key = value`: what was found, shortened for showing.
    case expectedKeyValue(found: String)
    /// A line with nothing before its `=`.
    case noKey
    /// A key not known; the keys that are, in order.
    case unknownKey(known: [String])
    /// `key =` with no value.
    case noValue
    /// The key was set already, on `line`.
    case alreadySet(line: Int)
    /// A value the key does not take (shortened for showing), and what it takes.
    case notValid(value: String, expected: Expected)
    /// The place given on the command line is empty or too long (shortened for showing).
    case placeEmptyOrTooLong(String)
  }

  /// What a key takes, for a ``Problem/notValid(value:expected:)``.
  public enum Expected: Hashable, Sendable {
    /// One of these words.
    case oneOf([String])
    /// A number of forecast days in this range.
    case days(ClosedRange<Int>)
    /// A place name or id of 1 to this many characters.
    case place(maximumLength: Int)
    /// `true` or `false`.
    case boolean
    /// A refresh interval (`90s`, `10m`, `1h`) or `off`.
    case interval
    /// An absolute path or one starting with `~/`.
    case path
  }

  /// Where the problem is, as the message starts: `path:line: key: `, `path: `,
  /// `WEATHER_DAYS: `, or empty.
  public var location: String
  /// What is wrong there.
  public var problem: Problem
  /// The English of the problem (without ``location``).
  var englishProblem: String

  /// One line for standard error, e.g. `~/.config/weather/config:3: units: "kelvin" is not
  /// metric or imperial`.
  public var message: String { location + englishProblem }

  /// An error with its whole message, said as is.
  public init(_ message: String) {
    self.init(location: "", .said(message), english: message)
  }

  /// A `problem` at `location`, with its English.
  init(location: String, _ problem: Problem, english: String) {
    self.location = location
    self.problem = problem
    self.englishProblem = english
  }

  /// A problem on `line` of the file at `path`, about `key` when there is one.
  static func file(
    _ path: String, line: Int, key: String? = nil, _ problem: Problem, english: String
  ) -> Self {
    ConfigError(
      location: "\(path):\(line): " + (key.map { "\($0): " } ?? ""), problem, english: english)
  }

  /// Errors are the same when their messages are: the English says everything the type does.
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.message == rhs.message }

  /// Hashes the message, as ``==`` compares it.
  public func hash(into hasher: inout Hasher) { hasher.combine(message) }
}
