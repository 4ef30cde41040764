/// Text from outside (a file, the environment, a provider's answer, a place typed) as a one-line
/// message quotes it: the one quoting shared by the clients' errors (`ConfigFile.shown`) and the
/// command views, which sit in modules that do not see each other.
public enum OutsideText {
  /// `text` with control characters (escape sequences, newlines) turned into `?`, and with
  /// `limit` cut there with "…".
  public static func oneLine(_ text: String, limit: Int? = 60) -> String {
    let safe = String(
      String.UnicodeScalarView(
        text.unicodeScalars.map { $0.properties.generalCategory == .control ? "?" : $0 }))
    guard let limit, safe.count > limit else { return safe }
    return String(safe.prefix(limit)) + "…"
  }
}
