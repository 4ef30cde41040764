import ArgumentParser

/// The words of a place typed on the command line, which may be a position south or west of
/// zero (`weather forecast -33.92,18.42`).
///
/// The parser takes anything starting with `-` for an option, so the place argument collects
/// what it does not recognize, and this check gives back the usage error for what is not a
/// number: `--bogus` stays an unknown option.
enum PlaceArgument {
  /// Throws for the first word before a `--` that starts with `-` and is not a negative number.
  static func validate(_ words: [String]) throws {
    for word in words.prefix(while: { $0 != "--" }) where word.hasPrefix("-") {
      let rest = word.dropFirst()
      let number = rest.first.map { $0.isASCII && ($0.isNumber || $0 == ".") } ?? false
      guard number else { throw ValidationError("Unknown option '\(word)'") }
    }
  }

  /// Throws unless `country` (`--country`) is absent or two ASCII letters.
  static func validateCountry(_ country: String?, example: String = "US") throws {
    if let country, country.count != 2 || !country.allSatisfy({ $0.isASCII && $0.isLetter }) {
      throw ValidationError(.countryCode, example)
    }
  }

  /// The words of the place: those collected, without `--`.
  static func words(_ collected: [String]) -> [String] {
    collected.filter { $0 != "--" }
  }
}
