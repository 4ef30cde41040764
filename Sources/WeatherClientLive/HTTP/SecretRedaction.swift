package import Foundation
import Synchronization

/// Hides API keys from anything that might be printed or logged.
package enum SecretRedaction {
  /// The query items whose values are secrets.
  package static let secretQueryItems: Set<String> = ["appid", "apikey", "api_key", "key"]

  /// `url` as text with the value of every secret query item replaced by `REDACTED`.
  package static func redacted(_ url: URL) -> String {
    guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false),
      let items = components.percentEncodedQueryItems
    else { return url.absoluteString }
    components.percentEncodedQueryItems = items.map { item in
      secretQueryItems.contains(item.name.lowercased())
        ? URLQueryItem(name: item.name, value: "REDACTED") : item
    }
    return components.string ?? "\(url.scheme ?? "http")://\(url.host ?? "")"
  }

  /// `text` with every occurrence of `secret` replaced by `REDACTED`, in whatever form it may
  /// have taken on its way through a URL and back in a provider's message: as it is, with any of
  /// its characters percent-encoded (upper- or lower-case hex, once or twice), a space as `+` (and
  /// a `+` as a space), a slash JSON-escaped as `\/`, a character as a JSON `\u` escape; and
  /// whole, as the hex of its UTF-8 bytes or as Base64 (standard or URL-safe, padded or not),
  /// the forms a server or proxy echoing a credential uses. Case is ignored (except in Base64):
  /// redacting a little too much is harmless, a key left in a message is not. No change for an
  /// empty secret.
  package static func redacting(_ secret: String, in text: String) -> String {
    guard !secret.isEmpty, let expression = matcher(for: secret) else { return text }
    let range = NSRange(text.startIndex..., in: text)
    var result = expression.stringByReplacingMatches(
      in: text, range: range, withTemplate: "REDACTED")
    for encoded in encodings(of: secret) {
      result = result.replacingOccurrences(
        of: encoded, with: "REDACTED", options: encoded.isHex ? [.caseInsensitive] : [])
    }
    return result
  }

  /// The secret's UTF-8 bytes as hex and as Base64 in its usual variants, longest first.
  private static func encodings(of secret: String) -> [String] {
    let bytes = Data(secret.utf8)
    let hex = bytes.map { String(format: "%02x", $0) }.joined()
    let base64 = bytes.base64EncodedString()
    let unpadded = String(base64.reversed().drop { $0 == "=" }.reversed())
    let urlSafe = unpadded.replacingOccurrences(of: "+", with: "-")
      .replacingOccurrences(of: "/", with: "_")
    return Set([hex, base64, unpadded, urlSafe]).sorted { $0.count > $1.count }
  }

  /// Patterns built so far, by secret: a process redacts with the same key for every answer it
  /// checks, and each pattern built costs a compilation (and, in Foundation on Linux, about 780
  /// bytes it never frees). A few entries at most: one key per provider.
  private static let matchers = Mutex<[String: NSRegularExpression]>([:])

  /// A pattern matching `secret` with each character in any of the forms above, built once.
  private static func matcher(for secret: String) -> NSRegularExpression? {
    if let cached = matchers.withLock({ $0[secret] }) { return cached }
    guard let built = buildMatcher(for: secret) else { return nil }
    matchers.withLock { cache in
      if cache.count >= 8 { cache.removeAll() }
      cache[secret] = built
    }
    return built
  }

  private static func buildMatcher(for secret: String) -> NSRegularExpression? {
    let pattern = secret.unicodeScalars.map { scalar -> String in
      var forms = [NSRegularExpression.escapedPattern(for: String(scalar))]
      let bytes = Array(String(scalar).utf8)
      // %XX for every UTF-8 byte, and %25XX, what encoding the percent sign again makes.
      let hex = bytes.map { String(format: "%02X", $0) }
      forms.append(hex.map { "%\($0)" }.joined())
      forms.append(hex.map { "%25\($0)" }.joined())
      if scalar.value <= 0xFFFF {
        forms.append("\\\\u" + String(format: "%04X", scalar.value))
      }
      if scalar == " " { forms.append("\\+") }
      // A `+` read back by a server that decodes queries as forms.
      if scalar == "+" { forms.append(" ") }
      if scalar == "/" { forms.append("\\\\/") }
      return "(?:" + forms.joined(separator: "|") + ")"
    }.joined()
    return try? NSRegularExpression(pattern: pattern, options: [.caseInsensitive])
  }
}

extension String {
  /// Whether this is hex digits only (matched without regard to case).
  fileprivate var isHex: Bool { allSatisfy(\.isHexDigit) }
}
