import WeatherFeatures

/// A `--format` string for `weather now`, e.g. `'%c %t %w'`: text with `%` specifiers, in the
/// manner of wttr.in's `format=`, checked before anything is fetched.
///
/// | specifier | what | example |
/// | --- | --- | --- |
/// | `%c` | condition symbol | ☁️ |
/// | `%x` | condition as plain text, wttr.in's | mm |
/// | `%C` | condition | overcast |
/// | `%t` | temperature | 21°C |
/// | `%f` | feels like | 20°C |
/// | `%h` | humidity | 55% |
/// | `%w` | wind, speed and direction | 12 km/h W |
/// | `%g` | gusts | 21 km/h |
/// | `%p` | precipitation | 0.0 mm |
/// | `%o` | chance of precipitation | 38% |
/// | `%P` | pressure | 1016 hPa |
/// | `%v` | visibility | 24 km |
/// | `%u` | UV index | 6 |
/// | `%l` | place | Paris |
/// | `%L` | place with region and country | Paris, Île-de-France, FR |
/// | `%D` | dawn (civil twilight), local time | 06:55 |
/// | `%S` | sunrise, local time | 07:27 |
/// | `%z` | zenith (solar noon), local time | 13:46 |
/// | `%s` | sunset, local time | 20:05 |
/// | `%d` | dusk (civil twilight), local time | 20:37 |
/// | `%T` | time of the observation, local | 14:15 |
/// | `%Z` | the place's time zone | Europe/Paris |
/// | `%m` | moon phase symbol | 🌒 |
/// | `%M` | moon day, wttr.in's: the lunation in 28 parts, 0 new, 14 full | 4 |
/// | `%i` | moon phase name (`%M` before issue 24) | waxing crescent |
/// | `%%` | a percent sign | % |
///
/// A value the provider does not have prints as `?`. `1` to `4` alone are wttr.in's preset
/// lines (``presets``).
package struct StatusLineFormat: Equatable {
  /// A piece of the format: text to copy, or a value to fill in.
  package enum Piece: Equatable {
    case text(String)
    case value(Character)
  }

  /// The specifiers understood, in the order `--help` lists them.
  package static let specifiers: [(Character, String)] = [
    ("c", "condition symbol"), ("x", "condition, plain text"), ("C", "condition"),
    ("t", "temperature"), ("f", "feels like"),
    ("h", "humidity"), ("w", "wind"), ("g", "gusts"), ("p", "precipitation"),
    ("o", "chance of precipitation"), ("P", "pressure"), ("v", "visibility"), ("u", "UV index"),
    ("l", "place"), ("L", "place, region, country"), ("D", "dawn"), ("S", "sunrise"),
    ("z", "zenith (solar noon)"), ("s", "sunset"), ("d", "dusk"), ("T", "time observed"),
    ("Z", "time zone"), ("m", "moon symbol"), ("M", "moon day"), ("i", "moon phase name"),
    ("%", "a percent sign"),
  ]

  /// wttr.in's preset lines, `format=1` to `format=4`, by the same specifiers.
  package static let presets: [String: String] = [
    "1": "%c %t", "2": "%c 🌡️%t 🌬️%w", "3": "%l: %c %t", "4": "%l: %c 🌡️%t 🌬️%w",
  ]

  /// Why a format cannot be used, for a usage error.
  package struct Problem: Error, Equatable {
    /// The specifier not understood (as printed), or `nil` for a lone `%` at the end.
    package var unknown: String?

    /// The problem in English.
    package var message: String { message(Wording(.en)) }

    /// The problem in `wording`'s language, the known specifiers listed.
    package func message(_ wording: Wording) -> String {
      guard let unknown else { return wording.phrase(.formatLonePercent) }
      let known = StatusLineFormat.specifiers.map { "%\($0.0)" }.joined(separator: " ")
      return wording.phrase(.formatUnknown, unknown, known)
    }
  }

  package let pieces: [Piece]

  /// Reads `text`; an unknown specifier or a lone `%` at the end is a problem naming it.
  ///
  /// Read by Unicode scalars, not characters: a character that joins the next one (a prepended
  /// mark such as U+06DD) made `۝%t` one character and the `%t` text (found by the `format`
  /// fuzz target).
  package init(_ text: String) throws(Problem) {
    let text = Self.presets[text] ?? text
    var pieces: [Piece] = []
    var literal = String.UnicodeScalarView()
    var iterator = text.unicodeScalars.makeIterator()
    while let scalar = iterator.next() {
      guard scalar == "%" else {
        literal.append(scalar)
        continue
      }
      guard let next = iterator.next() else {
        throw Problem(unknown: nil)
      }
      if next == "%" {
        literal.append("%")
        continue
      }
      let specifier = Character(next)
      guard Self.specifiers.contains(where: { $0.0 == specifier }) else {
        throw Problem(unknown: TerminalText.clean(String(specifier)))
      }
      if !literal.isEmpty { pieces.append(.text(String(literal))) }
      literal = String.UnicodeScalarView()
      pieces.append(.value(specifier))
    }
    if !literal.isEmpty { pieces.append(.text(String(literal))) }
    self.pieces = pieces
  }
}
