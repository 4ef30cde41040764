import Foundation
import Testing
import TextSnapshots
import WeatherFeatures
import WeatherText

/// Every command view of the presentation layer as text at 60, 80 and 132 columns, plain and
/// styled: a change to what a user reads shows here as a diff of a file, without running the
/// binary.
@Suite struct ViewSnapshotTests {
  static let widths = [60, 80, 132]

  @Test(arguments: widths)
  func forecastDaily(width: Int) throws {
    let view = ForecastView(
      forecast: .sample, also: [.sampleNamesake], days: 7,
      style: TextStyle(isStyled: false, width: width))
    try expectSnapshot(view.render(), named: "forecast-daily-\(width)")
  }

  @Test(arguments: widths)
  func forecastHourly(width: Int) throws {
    let view = ForecastView(
      forecast: .sample, hourly: true, days: 1, style: TextStyle(isStyled: false, width: width))
    try expectSnapshot(view.render(), named: "forecast-hourly-\(width)")
  }

  @Test(arguments: widths)
  func forecastStaleAndStyled(width: Int) throws {
    let staleness = Staleness(
      fetchedAt: Forecast.sample.fetchedAt, ageSeconds: 5400,
      reason: .offline("no network"))
    let view = ForecastView(
      forecast: .sample, staleness: staleness, days: 3,
      style: TextStyle(isStyled: true, width: width))
    try expectSnapshot(view.render(), named: "forecast-stale-styled-\(width)")
  }

  /// The one-line view does not depend on the width: one snapshot per format, the same at every
  /// width (checked).
  @Test(arguments: widths)
  func now(width: Int) throws {
    let style = TextStyle(isStyled: true, width: width)
    let view = NowView(city: Forecast.sample.city, forecast: .sample, style: style)
    var lines = [view.line()]
    for format in ["1", "2", "3", "4", "%x %D %S %z %s %d %Z %M %i", "%c %t %w %g %p %o %P %v %u"] {
      lines.append(view.line(try StatusLineFormat(format)))
    }
    try expectSnapshot(lines.joined(separator: "\n"), named: "now")
  }
}

/// Compares `text` with `Snapshots/<name>.txt` beside this file.
func expectSnapshot(
  _ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation
) throws {
  let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Snapshots")
  try expectTextSnapshot(text, named: name, in: directory, sourceLocation: sourceLocation)
}
