/// How often the full-screen app fetches conditions and the forecast again on its own: a
/// whole number of seconds, minutes or hours (`90s`, `10m`, `1h`), or `off`.
public struct RefreshInterval: Hashable, Sendable, CustomStringConvertible {
  /// The interval; `nil` when refreshing is off.
  public var duration: Duration?

  /// The shortest interval accepted: a second (the providers update every 15 minutes or so;
  /// shorter only makes sense against a test server, and a rate limit backs off anyway).
  public static let minimum: Duration = .seconds(1)
  /// The longest interval accepted: a day.
  public static let maximum: Duration = .seconds(86_400)
  /// Ten minutes, when nothing says otherwise.
  public static let `default` = RefreshInterval(duration: .seconds(600))

  /// An interval of `duration`, or off.
  public init(duration: Duration?) {
    self.duration = duration
  }

  /// `10m`, `30s`, `2h` or `off`; `nil` for anything else or out of range.
  public init?(text: String) {
    if text == "off" {
      self.duration = nil
      return
    }
    guard let unit = text.last, text.count <= 8, let count = Int(text.dropLast()), count >= 0
    else { return nil }
    let seconds: Int
    switch unit {
    case "s": seconds = count
    case "m": seconds = count * 60
    case "h": seconds = count * 3600
    default: return nil
    }
    let duration = Duration.seconds(seconds)
    guard duration >= Self.minimum, duration <= Self.maximum else { return nil }
    self.duration = duration
  }

  /// How it is written: `10m`, `90s`, `off`.
  public var description: String {
    guard let duration else { return "off" }
    let seconds = duration.components.seconds
    if seconds % 3600 == 0 { return "\(seconds / 3600)h" }
    if seconds % 60 == 0 { return "\(seconds / 60)m" }
    return "\(seconds)s"
  }
}
