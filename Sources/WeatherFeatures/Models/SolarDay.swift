public import Foundation

/// The Sun's day at a place: civil dawn, sunrise, solar noon, sunset and civil dusk, computed
/// locally (Open-Meteo sends sunrise and sunset but no twilight; wttr.in's `%D %z %d` show them).
///
/// The sunrise equation with the Sun's equation of centre and the equation of time to three
/// terms: good to about a minute at mid latitudes, which is what a status line shows. Dawn and
/// dusk are when the Sun's centre is 6° below the horizon; sunrise and sunset when its upper limb
/// touches the horizon (0.833° below, refraction included).
public struct SolarDay: Hashable, Sendable {
  /// Civil dawn, or `nil` when the Sun never gets 6° below the horizon, or never above it.
  public var dawn: Date?
  /// Sunrise, or `nil` on a polar day or night.
  public var sunrise: Date?
  /// Solar noon (the Sun's transit, wttr.in's "zenith").
  public var noon: Date
  /// Sunset, or `nil` on a polar day or night.
  public var sunset: Date?
  /// Civil dusk, or `nil` as for ``dawn``.
  public var dusk: Date?

  /// The solar day nearest to `date` at `latitude`, `longitude` (degrees, east positive).
  public init(around moment: Date, latitude: Double, longitude: Double) {
    let radians = Double.pi / 180
    // Days since J2000.0 (2000-01-01 12:00 TT), to the day whose local noon is nearest.
    let julianDay = moment.timeIntervalSince1970 / 86_400 + 2_440_587.5
    let day = (julianDay - 2_451_545.0 + 0.0008 + longitude / 360).rounded()
    let meanSolarTime = day - longitude / 360
    let anomaly = (357.5291 + 0.985_600_28 * meanSolarTime)
      .truncatingRemainder(dividingBy: 360)
    let m = anomaly * radians
    let centre = 1.9148 * sin(m) + 0.0200 * sin(2 * m) + 0.0003 * sin(3 * m)
    let eclipticLongitude =
      (anomaly + centre + 180 + 102.9372).truncatingRemainder(dividingBy: 360) * radians
    let transit =
      2_451_545.0 + meanSolarTime + 0.0053 * sin(m) - 0.0069 * sin(2 * eclipticLongitude)
    let declination = asin(sin(eclipticLongitude) * sin(23.4397 * radians))
    let phi = latitude * radians

    func instant(julian: Double) -> Date {
      Date(timeIntervalSince1970: (julian - 2_440_587.5) * 86_400)
    }
    /// The moments the Sun's centre is `altitude` degrees high, before and after noon.
    func crossings(_ altitude: Double) -> (Date, Date)? {
      let cosHourAngle =
        (sin(altitude * radians) - sin(phi) * sin(declination)) / (cos(phi) * cos(declination))
      guard cosHourAngle.isFinite, (-1...1).contains(cosHourAngle) else { return nil }
      let fraction = acos(cosHourAngle) / radians / 360
      return (instant(julian: transit - fraction), instant(julian: transit + fraction))
    }
    noon = instant(julian: transit)
    let twilight = crossings(-6)
    let horizon = crossings(-0.833)
    dawn = twilight?.0
    dusk = twilight?.1
    sunrise = horizon?.0
    sunset = horizon?.1
  }
}
