/// What a user named as the place they mean, before it is resolved to cities.
public enum PlaceRequest: Hashable, Sendable {
  /// A GeoNames id, e.g. 2643743.
  case id(City.ID)
  /// A city's name, optionally kept to one country (ISO 3166-1 alpha-2, upper case).
  case name(String, countryCode: String?)
  /// A bare position in degrees.
  case coordinates(latitude: Double, longitude: Double)
  /// Every followed city.
  case followed

  /// Reads what was typed: digits are an id; two numbers separated by a comma are a position
  /// (latitude, longitude) when in range; a name may end in a comma and a two-letter country
  /// code ("paris, us"); anything else is a name. `nil` when nothing but spaces and control
  /// characters was typed (see ``words(of:)``).
  public init?(parsing text: String) {
    let typed = Self.words(of: text)
    guard !typed.isEmpty else { return nil }
    if typed.count <= 9, typed.allSatisfy(\.isASCIIDigit), let id = Int(typed), id > 0 {
      self = .id(id)
      return
    }
    let parts = typed.split(separator: ",", omittingEmptySubsequences: false)
      .map { $0.trimmingCharacters(in: .whitespaces) }
    if parts.count == 2, let latitude = Self.number(parts[0]),
      let longitude = Self.number(parts[1]),
      (-90...90).contains(latitude), (-180...180).contains(longitude)
    {
      self = .coordinates(latitude: latitude, longitude: longitude)
      return
    }
    if parts.count >= 2, let last = parts.last, last.count == 2,
      last.allSatisfy({ $0.isASCII && $0.isLetter })
    {
      let name = parts.dropLast().joined(separator: ",").trimmingCharacters(in: .whitespaces)
      if !name.isEmpty {
        self = .name(name, countryCode: last.uppercased())
        return
      }
    }
    self = .name(typed, countryCode: nil)
  }

  /// The one rule for a name typed anywhere (a place, a search, a city to follow): its words,
  /// one space apart, with control and format characters (a newline, an escape, a bidi
  /// override) taken as spaces, since no name holds one and a terminal must never be sent
  /// one back in a message. Empty when nothing else was typed, which every command refuses as
  /// a usage error.
  public static func words(of text: String) -> String {
    text.split { character in
      character.isWhitespace
        || character.unicodeScalars.contains {
          // A zero-width joiner is part of an emoji, not a separator.
          $0.properties.generalCategory == .control
            || ($0.properties.generalCategory == .format && $0.value != 0x200D)
        }
    }.joined(separator: " ")
  }

  /// A decimal number as typed: digits, at most one point, an optional leading minus.
  private static func number(_ text: String) -> Double? {
    guard !text.isEmpty, text.contains(where: \.isASCIIDigit),
      text.allSatisfy({ $0.isASCIIDigit || $0 == "." || $0 == "-" }),
      !text.dropFirst().contains("-")
    else { return nil }
    return Double(text)
  }
}

extension Character {
  fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
