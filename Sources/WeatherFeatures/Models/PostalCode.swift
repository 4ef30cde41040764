/// A postal code as a place: the code in its country's usual spelling, and the country when the
/// code's format or the user names it.
///
/// **The rule** (every command, and the config file's `place`, read it the same way):
/// - `zip:CODE` (or `postcode:CODE`) is always a postal code, in any format;
/// - a code in a format only one country uses is that country's: UK `SW1A 1AA`, Canada
///   `K1A 0B1`, the Netherlands `1012 AB`, Japan `100-0001`, US ZIP+4 `10001-0001`;
/// - 3 to 5 digits are a postal code (`10001`, `75001, FR`, `8001, CH`): in the country given
///   with `, CC` or `--country`, else (5 digits) a US ZIP code first;
/// - a GeoNames id needs 6 or more digits, or `id:` (`id:10570`).
public struct PostalCode: Hashable, Sendable {
  /// The code as its country writes it, upper case, e.g. "SW1A 1AA", "10001".
  public var code: String
  /// The ISO 3166-1 alpha-2 country, upper case, when known from the format or given.
  public var countryCode: String?

  /// A code from its parts, as already normalised.
  public init(code: String, countryCode: String?) {
    self.code = code
    self.countryCode = countryCode
  }

  /// The postal code `text` spells in one of the formats above (without `zip:`, which
  /// ``PlaceRequest`` reads), in `countryCode` when given; `nil` when it is no known format.
  public init?(parsing text: String, countryCode: String? = nil) {
    let upper = String(
      text.uppercased().split(whereSeparator: \.isWhitespace).joined(separator: " "))
    let given = countryCode?.uppercased()
    guard let (code, country) = Self.recognise(upper) else { return nil }
    if let given, let country, given != country {
      // A format of one country named with another: trust the user, keep the code as typed.
      self.init(code: upper, countryCode: given)
      return
    }
    self.init(code: code, countryCode: given ?? country)
  }

  /// `text` read as any postal code (after `zip:`): a known format normalised, else the code
  /// as typed, upper case; `nil` when it is empty or longer than any postal code.
  public init?(anyFormat text: String, countryCode: String? = nil) {
    if let known = PostalCode(parsing: text, countryCode: countryCode) {
      self = known
      return
    }
    let upper = text.uppercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    guard (2...12).contains(upper.count),
      upper.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == " " || $0 == "-") })
    else { return nil }
    self.init(code: upper, countryCode: countryCode?.uppercased())
  }

  /// "10001", "SW1A 1AA, GB": what the user typed, near enough.
  public var description: String {
    code + (countryCode.map { ", \($0)" } ?? "")
  }

  /// The normalised code and the country its format belongs to (`nil` for digits several
  /// countries use), or `nil` when `text` (upper case, single spaces) is no known format.
  private static func recognise(_ text: String) -> (String, String?)? {
    let characters = Array(text)
    let shape = String(
      characters.map { character -> Character in
        if character.isASCII, character.isNumber { return "9" }
        if character.isASCII, character.isLetter { return "A" }
        return character
      })
    switch shape {
    case "999", "9999", "99999":
      return (text, nil)
    case "99999-9999":
      return (String(text.prefix(5)), "US")
    case "999-9999":
      return (text, "JP")
    case "9999 AA", "9999AA":
      return (String(text.prefix(4)) + " " + String(text.suffix(2)), "NL")
    case "A9A 9A9", "A9A9A9":
      return (String(text.prefix(3)) + " " + String(text.suffix(3)), "CA")
    default:
      break
    }
    // UK: an outward code (A9, A99, AA9, AA99, A9A, AA9A), then an inward code (9AA).
    let compact = text.replacingOccurrences(of: " ", with: "")
    let compactShape = shape.replacingOccurrences(of: " ", with: "")
    let outward = ["A9", "A99", "AA9", "AA99", "A9A", "AA9A"]
    guard text.filter({ $0 == " " }).count <= 1, compactShape.hasSuffix("9AA"),
      outward.contains(String(compactShape.dropLast(3)))
    else { return nil }
    if text.contains(" "), !text.hasSuffix(" " + compact.suffix(3)) { return nil }
    return (String(compact.dropLast(3)) + " " + String(compact.suffix(3)), "GB")
  }
}

extension PostalCode {
  /// The postal code a search for `text` looks for, read as a place is (so `10001`, `SW1A 1AA`,
  /// `75001, FR` and `zip:…` are codes), in `countryCode` when one is set; `nil` for a name.
  public static func searched(_ text: String, countryCode: String?) -> PostalCode? {
    guard case .postalCode(var code) = PlaceRequest(parsing: text) else { return nil }
    if let countryCode, code.countryCode == nil { code.countryCode = countryCode.uppercased() }
    return code
  }
}
