public import Foundation

/// The Moon's phase at an instant, computed locally: no provider sends it, and it is the same
/// everywhere on Earth at the same instant.
///
/// The phase is the Moon's elongation, its ecliptic longitude minus the Sun's, from the
/// low-precision series of the Astronomical Almanac (the Moon's six largest periodic terms, the
/// Sun's equation of centre). Both longitudes are good to about 0.3°, so a principal phase is
/// placed within about an hour of the published time for any date this century.
public struct MoonPhase: Hashable, Codable, Sendable {
  /// The eight names a phase goes by, each covering 45° of elongation centred on its own angle
  /// (new 0°, first quarter 90°, full 180°, last quarter 270°).
  public enum Name: String, CaseIterable, Codable, Hashable, Sendable {
    case newMoon = "new moon"
    case waxingCrescent = "waxing crescent"
    case firstQuarter = "first quarter"
    case waxingGibbous = "waxing gibbous"
    case fullMoon = "full moon"
    case waningGibbous = "waning gibbous"
    case lastQuarter = "last quarter"
    case waningCrescent = "waning crescent"

    /// The phase's Unicode symbol (as seen from the northern hemisphere), e.g. "🌔".
    public var symbol: String {
      switch self {
      case .newMoon: "🌑"
      case .waxingCrescent: "🌒"
      case .firstQuarter: "🌓"
      case .waxingGibbous: "🌔"
      case .fullMoon: "🌕"
      case .waningGibbous: "🌖"
      case .lastQuarter: "🌗"
      case .waningCrescent: "🌘"
      }
    }
  }

  /// The mean length of a lunation, new moon to new moon, in days.
  public static let synodicMonth = 29.530_588_853

  /// The Moon's elongation from the Sun in degrees, 0 ≤ e < 360: 0 new, 180 full.
  public var elongation: Double
  /// The lit fraction of the disc, 0 (new) to 1 (full).
  public var illumination: Double
  /// Days since the last new moon, 0 ≤ age < ``synodicMonth``.
  public var age: Double
  /// The phase's name.
  public var name: Name

  /// The phase at `date`.
  public init(at date: Date) {
    let elongation = Self.elongation(at: date)
    self.elongation = elongation
    self.illumination = (1 - cos(elongation * .pi / 180)) / 2
    self.age = elongation / 360 * Self.synodicMonth
    let sector = Int(((elongation + 22.5) / 45).rounded(.down)) % 8
    self.name = Name.allCases[sector]
  }

  /// The Moon's elongation at `date` in degrees, normalised to 0 ≤ e < 360.
  static func elongation(at date: Date) -> Double {
    // Days and Julian centuries since J2000.0 (2000-01-01 12:00); UT stands in for TT, which
    // is about a minute ahead: far below this method's error.
    let days = date.timeIntervalSince1970 / 86_400 - 10_957.5
    let centuries = days / 36_525
    func sine(_ degrees: Double) -> Double { sin(degrees * .pi / 180) }
    let moon =
      218.32 + 481_267.881 * centuries
      + 6.29 * sine(134.9 + 477_198.85 * centuries)
      - 1.27 * sine(259.2 - 413_335.38 * centuries)
      + 0.66 * sine(235.7 + 890_534.23 * centuries)
      + 0.21 * sine(269.9 + 954_397.70 * centuries)
      - 0.19 * sine(357.5 + 35_999.05 * centuries)
      - 0.11 * sine(186.6 + 966_404.05 * centuries)
    let sunAnomaly = 357.528 + 0.985_600_3 * days
    let sun = 280.460 + 0.985_647_4 * days + 1.915 * sine(sunAnomaly) + 0.020 * sine(2 * sunAnomaly)
    let difference = (moon - sun).truncatingRemainder(dividingBy: 360)
    let normalised = difference < 0 ? difference + 360 : difference
    // -0.0 and rounding can leave exactly 360.
    return normalised >= 360 ? 0 : normalised
  }
}
