public import Foundation

/// Hides API keys from anything that might be printed or logged.
public enum SecretRedaction {
  /// The query items whose values are secrets.
  public static let secretQueryItems: Set<String> = ["appid", "apikey", "api_key", "key"]

  /// `url` as text with the value of every secret query item replaced by `REDACTED`.
  public static func redacted(_ url: URL) -> String {
    guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false),
      let items = components.percentEncodedQueryItems
    else { return url.absoluteString }
    components.percentEncodedQueryItems = items.map { item in
      secretQueryItems.contains(item.name.lowercased())
        ? URLQueryItem(name: item.name, value: "REDACTED") : item
    }
    return components.string ?? "\(url.scheme ?? "http")://\(url.host ?? "")"
  }

  /// `text` with every occurrence of `secret` replaced by `REDACTED` (no change for an empty
  /// secret).
  public static func redacting(_ secret: String, in text: String) -> String {
    guard !secret.isEmpty else { return text }
    return text.replacingOccurrences(of: secret, with: "REDACTED")
  }
}
