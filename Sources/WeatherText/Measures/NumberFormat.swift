import Foundation
package import WeatherFeatures

/// How a language writes numbers: CLDR's decimal and grouping separators ("2.138.551" and
/// "0,4" in German, a narrow no-break space in French, a no-break space in Polish, Portuguese,
/// Russian and Ukrainian) and its minimum grouping digits (Spanish, Italian, Polish and
/// Portuguese leave a four-digit number whole: "2138"). Written out rather than asked of
/// Foundation at run time, so the output does not change with the system's ICU; `CLDRTests`
/// checks it against Foundation's CLDR data.
///
/// Counts (a city's population) are grouped; measurements ("1013 hPa", "0,4 mm") are not, as
/// in English, only their decimal separator follows the language. `--json` never uses this.
package struct NumberFormat: Sendable, Equatable {
  /// What separates the whole part from the fraction: "." or ",".
  package let decimalSeparator: String
  /// What separates groups of three digits: ",", ".", U+00A0 or U+202F.
  package let groupingSeparator: String
  /// The fewest digits before the first separator: 2 where "2138" stays whole.
  package let minimumGroupingDigits: Int

  /// The format `language` writes.
  package init(_ language: Language) {
    switch language {
    case .en, .ja, .zh: (decimalSeparator, groupingSeparator) = (".", ",")
    case .de, .es, .it, .nl: (decimalSeparator, groupingSeparator) = (",", ".")
    case .fr: (decimalSeparator, groupingSeparator) = (",", "\u{202F}")
    case .pt, .pl, .ru, .uk: (decimalSeparator, groupingSeparator) = (",", "\u{00A0}")
    }
    switch language {
    case .es, .it, .pt, .pl: minimumGroupingDigits = 2
    default: minimumGroupingDigits = 1
    }
  }

  /// 2138551 → "2.138.551" in German; 2138 → "2138" where four digits stay whole.
  package func grouped(_ number: Int) -> String {
    let digits = String(number.magnitude)
    let sign = number < 0 ? "-" : ""
    guard digits.count > 3, digits.count - 3 >= minimumGroupingDigits else { return sign + digits }
    var result = sign
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { result += groupingSeparator }
      result.append(digit)
    }
    return result
  }

  /// `value` with `digits` decimals and this language's decimal separator, not grouped
  /// ("0,4"), or "?" when it is not finite or too large to show.
  package func decimal(_ value: Double, digits: Int) -> String {
    guard value.isFinite, abs(value) < 1e12 else { return "?" }
    let text = String(format: "%.\(max(0, digits))f", value)
    return decimalSeparator == "."
      ? text : text.replacingOccurrences(of: ".", with: decimalSeparator)
  }
}
