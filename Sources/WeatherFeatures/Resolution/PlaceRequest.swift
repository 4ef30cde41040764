/// What a user named as the place they mean, before it is resolved to cities.
public enum PlaceRequest: Hashable, Sendable {
  /// A GeoNames id, e.g. 2643743.
  case id(City.ID)
  /// A postal code, e.g. 10001 or SW1A 1AA (see ``PostalCode`` for which text is one).
  case postalCode(PostalCode)
  /// Where the user is, as the ``LocationClient`` tells it (typed as `here`).
  case here
  /// A city's name, optionally kept to one country (ISO 3166-1 alpha-2, upper case).
  case name(String, countryCode: String?)
  /// A bare position in degrees.
  case coordinates(latitude: Double, longitude: Double)
  /// Every followed city.
  case followed

  /// Reads what was typed, the one rule for every command and the config file's `place`:
  /// - `here` is where the user is;
  /// - `id:N` is a GeoNames id, and so are 6 to 9 digits (and 1 or 2, which no postal code is);
  /// - `zip:CODE` is a postal code in any format, and so is a code in a known format: 3 to 5
  ///   digits, `SW1A 1AA`, `K1A 0B1`, `1012 AB`, `100-0001`, `10001-0001` (see ``PostalCode``),
  ///   optionally followed by a comma and a two-letter country code (`75001, FR`), which also
  ///   makes any 3 to 10 digits a postal code (`110001, IN`);
  /// - two numbers separated by a comma are a position (latitude, longitude) when in range;
  /// - a name may end in a comma and a two-letter country code ("paris, us");
  /// - anything else is a name.
  ///
  /// `nil` when nothing but spaces and control characters was typed (see ``words(of:)``).
  public init?(parsing text: String) {
    let typed = Self.words(of: text)
    guard !typed.isEmpty else { return nil }
    if typed.lowercased() == "here" {
      self = .here
      return
    }
    if let request = Self.prefixed(typed) {
      self = request
      return
    }
    if typed.count <= 9, typed.allSatisfy(\.isASCIIDigit), let id = Int(typed), id > 0,
      !(3...5).contains(typed.count)
    {
      self = .id(id)
      return
    }
    let parts = typed.split(separator: ",", omittingEmptySubsequences: false)
      .map { $0.trimmingCharacters(in: .whitespaces) }
    let country = Self.countrySuffix(parts)
    if let country, parts.count == 2 {
      let code = parts[0]
      if (3...10).contains(code.count), code.allSatisfy(\.isASCIIDigit) {
        self = .postalCode(PostalCode(code: code, countryCode: country))
        return
      }
      if let postal = PostalCode(parsing: code, countryCode: country) {
        self = .postalCode(postal)
        return
      }
    }
    if parts.count == 1, let postal = PostalCode(parsing: typed) {
      self = .postalCode(postal)
      return
    }
    if parts.count == 2, let latitude = Self.number(parts[0]),
      let longitude = Self.number(parts[1]),
      (-90...90).contains(latitude), (-180...180).contains(longitude)
    {
      self = .coordinates(latitude: latitude, longitude: longitude)
      return
    }
    if let country {
      let name = parts.dropLast().joined(separator: ",").trimmingCharacters(in: .whitespaces)
      if !name.isEmpty {
        self = .name(name, countryCode: country)
        return
      }
    }
    self = .name(typed, countryCode: nil)
  }

  /// The prefixes that say what the rest is: `id:` and `zip:` (or `postcode:`).
  private static func prefixed(_ typed: String) -> PlaceRequest? {
    let lower = typed.lowercased()
    if lower.hasPrefix("id:") {
      let digits = typed.dropFirst(3).trimmingCharacters(in: .whitespaces)
      guard digits.count <= 9, digits.allSatisfy(\.isASCIIDigit), let id = Int(digits), id > 0
      else { return nil }
      return .id(id)
    }
    guard let prefix = ["zip:", "postcode:"].first(where: lower.hasPrefix) else { return nil }
    let rest = String(typed.dropFirst(prefix.count))
    let parts = rest.split(separator: ",", omittingEmptySubsequences: false)
      .map { $0.trimmingCharacters(in: .whitespaces) }
    let country = countrySuffix(parts)
    let code = country == nil ? rest : parts.dropLast().joined(separator: ",")
    return PostalCode(anyFormat: code, countryCode: country).map { .postalCode($0) }
  }

  /// The two-letter country code after the last comma, upper case, when there is one.
  private static func countrySuffix(_ parts: [String]) -> String? {
    guard parts.count >= 2, let last = parts.last, last.count == 2,
      last.allSatisfy({ $0.isASCII && $0.isLetter })
    else { return nil }
    return last.uppercased()
  }

  /// How to type the GeoNames id `id` so that it reads as an id: bare from 6 digits, else
  /// with `id:` (a shorter number is a postal code).
  public static func typed(id: City.ID) -> String {
    (3...5).contains(String(id).count) ? "id:\(id)" : "\(id)"
  }

  /// The one rule for a name typed anywhere (a place, a search, a city to follow): its words,
  /// one space apart, with control and format characters (a newline, an escape, a bidi
  /// override) taken as spaces, since no name holds one and a terminal must never be sent
  /// one back in a message. Empty when nothing else was typed, which every command refuses as
  /// a usage error.
  ///
  /// The words of the words are the same words: a combining mark left at the start of a word by
  /// the control character before it joins the space put back in its place, and that cluster is
  /// a separator in turn, so the split is repeated until nothing changes (each pass that
  /// changes the text after the first removes something; two passes are the usual most).
  /// Found by the recent-searches fuzz target: `"+\u{7F}\u{739}arion"` gave `"+ \u{739}arion"`,
  /// whose words are `"+ arion"`.
  public static func words(of text: String) -> String {
    var words = separated(text)
    while case let again = separated(words), again != words {
      words = again
    }
    return words
  }

  /// One pass of ``words(of:)``.
  private static func separated(_ text: String) -> String {
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

extension PlaceRequest {
  /// This request kept to the country `countryCode` (`--country`): a name or a postal code
  /// that names no country of its own takes it; anything else is unchanged.
  public func inCountry(_ countryCode: String?) -> PlaceRequest {
    guard let country = countryCode?.uppercased() else { return self }
    switch self {
    case .name(let name, nil): return .name(name, countryCode: country)
    case .postalCode(var code) where code.countryCode == nil:
      code.countryCode = country
      return .postalCode(code)
    default: return self
    }
  }
}

extension Character {
  fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
