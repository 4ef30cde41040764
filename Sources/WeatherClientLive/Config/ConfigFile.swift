import WeatherFeatures

/// The user's config file, `$XDG_CONFIG_HOME/weather/config`: plain `key = value` lines.
///
/// ```
/// # ~/.config/weather/config
/// units = metric
/// place = Paris        # a name or a GeoNames id
/// days = 5
/// ```
///
/// Blank lines and lines starting with `#` are ignored, as is a `#` after whitespace and what
/// follows it; a value may be wrapped in double quotes (to keep a `#`). Keys are those of
/// ``ConfigKey``. A line without `=`, an unknown or repeated key, or an empty value is an error
/// naming the file, the line and the key: a typo must not be silently ignored.
public struct ConfigFile: Hashable, Sendable {
  /// One `key = value` line.
  public struct Entry: Hashable, Sendable {
    /// The value as written, without quotes or comment.
    public var value: String
    /// Its line number, from 1.
    public var line: Int

    /// An entry from its value and line.
    public init(value: String, line: Int) {
      self.value = value
      self.line = line
    }
  }

  /// Where the file is (as shown in messages), or `nil` when there is none to read.
  public var path: String?
  /// Whether the file existed when read.
  public var exists: Bool
  /// The lines that set a key.
  public var entries: [ConfigKey: Entry]

  /// A file with these entries.
  public init(path: String?, exists: Bool = true, entries: [ConfigKey: Entry] = [:]) {
    self.path = path
    self.exists = exists
    self.entries = entries
  }

  /// No file at `path` (or no path at all): every setting comes from elsewhere.
  public static func missing(at path: String?) -> ConfigFile {
    ConfigFile(path: path, exists: false)
  }

  /// Reads the text of the file at `path`; pure, so every rule is unit-tested without a disk.
  ///
  /// A byte order mark at the start (Windows editors save one) is not part of the first key.
  public static func parse(_ text: String, path: String) throws(ConfigError) -> ConfigFile {
    var entries: [ConfigKey: Entry] = [:]
    var scalars = Substring(text).unicodeScalars
    if scalars.first == "\u{FEFF}" { scalars.removeFirst() }
    // "\r\n" is one Character in Swift: it must be named to split Windows line ends.
    let lines = Substring(scalars).split(omittingEmptySubsequences: false) {
      $0 == "\n" || $0 == "\r\n"
    }
    for (index, rawLine) in lines.enumerated() {
      let number = index + 1
      let line = withoutComment(trimmed(Substring(rawLine)))
      if line.isEmpty { continue }
      guard let equals = line.firstIndex(of: "=") else {
        throw .file(
          path, line: number, .expectedKeyValue(found: shown(line)),
          english: "expected `key = value`, found \"\(shown(line))\"")
      }
      let name = trimmed(line[..<equals]).lowercased()
      guard !name.isEmpty else {
        throw .file(
          path, line: number, .noKey, english: "expected `key = value`, found no key before `=`")
      }
      guard let key = ConfigKey(fileName: name) else {
        let known = ConfigKey.allCases.map(\.rawValue)
        throw .file(
          path, line: number, key: shown(name), .unknownKey(known: known),
          english: "unknown key (known: \(known.joined(separator: ", ")))")
      }
      var value = trimmed(line[line.index(after: equals)...])
      if value.count >= 2, value.first == "\"", value.last == "\"" {
        value = String(value.dropFirst().dropLast())
      }
      guard !value.isEmpty else {
        throw .file(path, line: number, key: key.rawValue, .noValue, english: "no value after `=`")
      }
      if let earlier = entries[key] {
        throw .file(
          path, line: number, key: key.rawValue, .alreadySet(line: earlier.line),
          english: "already set on line \(earlier.line)")
      }
      entries[key] = Entry(value: value, line: number)
    }
    return ConfigFile(path: path, exists: true, entries: entries)
  }

  /// `text` without spaces, tabs or a carriage return at either end.
  private static func trimmed(_ text: Substring) -> String {
    let blank: Set<Character> = [" ", "\t", "\r"]
    return String(
      text.drop { blank.contains($0) }.reversed().drop { blank.contains($0) }.reversed())
  }

  /// The line without a comment: a `#` at its start or after whitespace, outside quotes.
  private static func withoutComment(_ line: String) -> String {
    var inQuotes = false
    var previous: Character = " "
    for index in line.indices {
      let character = line[index]
      if character == "\"" { inQuotes.toggle() }
      if character == "#", !inQuotes, previous == " " || previous == "\t" {
        return trimmed(line[..<index])
      }
      previous = character
    }
    return line
  }

  /// Text from outside (a file, the environment, a provider's answer) as it may appear in a
  /// one-line message: control characters (escape sequences, newlines) become `?`, and with
  /// `limit` it is cut there. The one quoting of outside text in messages.
  public static func shown(_ text: String, limit: Int? = 60) -> String {
    OutsideText.oneLine(text, limit: limit)
  }
}
