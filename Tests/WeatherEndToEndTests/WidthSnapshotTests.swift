import Foundation
import LoopbackHTTPServer
import Testing

/// Output at the widths people use, compared with the snapshots in `Snapshots/`: tables, the
/// forecast and the chart fill the width and never exceed it; below 60 columns, columns go.
///
/// `COLUMNS` sets the width (standard output is a file here, so there is no terminal size to
/// ask). Run with `WEATHER_UPDATE_SNAPSHOTS=1` to rewrite the snapshots after a deliberate change,
/// then read the diff.
@Suite struct WidthSnapshotTests {
  let sandbox: Sandbox
  let server: LoopbackHTTPServer

  init() throws {
    sandbox = try Sandbox()
    server = try Fixture.openMeteoServer()
  }

  static let widths = [60, 80, 100, 132]

  static let cases: [(name: String, arguments: [String])] = [
    ("forecast-daily", ["forecast", "--city", "paris"]),
    ("forecast-hourly", ["forecast", "--city", "paris", "--hourly", "--days", "3"]),
    ("search", ["search", "london"]),
    ("following", ["following", "--weather"]),
  ]

  static var snapshots: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Snapshots", isDirectory: true)
  }

  /// Runs `arguments` at `width` columns; follows Paris and São Paulo first for `following`.
  func output(_ arguments: [String], width: Int) async throws -> String {
    if arguments.first == "following" {
      expectSuccess(try await sandbox.run(["follow", "2988507"]))
      expectSuccess(try await sandbox.run(["follow", "3448439"]))
    }
    let run = try await sandbox.run(arguments, server: server, ["COLUMNS": String(width)])
    expectSuccess(run)
    return run.stdout
  }

  @Test(arguments: cases.map(\.name), widths)
  func matchesTheSnapshot(name: String, width: Int) async throws {
    let arguments = try #require(Self.cases.first { $0.name == name }).arguments
    let text = try await output(arguments, width: width)
    for line in text.split(separator: "\n") {
      #expect(line.count <= width, "wider than \(width): \(line)")
    }
    let file = Self.snapshots.appendingPathComponent("\(name)-\(width).txt")
    if ProcessInfo.processInfo.environment["WEATHER_UPDATE_SNAPSHOTS"] == "1" {
      try Data(text.utf8).write(to: file)
    }
    let expected = try String(contentsOf: file, encoding: .utf8)
    #expect(text == expected, "\(name) at \(width) columns differs from \(file.path)")
  }

  @Test func theDailyTableGrowsWithTheWidth() async throws {
    let narrow = try await output(["forecast", "--city", "paris"], width: 60)
    let wide = try await output(["forecast", "--city", "paris"], width: 100)
    func header(_ text: String) -> [Substring] {
      text.split(separator: "\n").first { $0.hasPrefix("DAY") }?.split(separator: " ") ?? []
    }
    #expect(header(wide) == ["DAY", "WEATHER", "LOW", "HIGH", "PRECIP", "AMOUNT", "WIND", "UV"])
    // At 60 every column is kept: the weather is cut with "…" and the gaps narrow.
    #expect(header(narrow) == header(wide))
    #expect(narrow.contains("Tue 15 slight rain sho… 11°  21°    59% 5.0 mm  12 km/h W  6"))
  }

  @Test(arguments: [
    (55, ["DAY", "WEATHER", "LOW", "HIGH", "PRECIP", "AMOUNT", "WIND"]),
    (50, ["DAY", "WEATHER", "LOW", "HIGH", "PRECIP", "WIND"]),
    (40, ["DAY", "WEATHER", "LOW", "HIGH", "PRECIP"]),
    (30, ["DAY", "WEATHER", "LOW", "HIGH"]),
  ])
  func belowSixtyColumnsTheLeastUsefulColumnsGoFirst(width: Int, header: [String]) async throws {
    let text = try await output(["forecast", "--city", "paris"], width: width)
    let lines = text.split(separator: "\n")
    #expect(lines.first { $0.hasPrefix("DAY") }?.split(separator: " ").map(String.init) == header)
    for line in lines { #expect(line.count <= width, "wider than \(width): \(line)") }
  }

  @Test func searchDropsPopulationThenRegion() async throws {
    let sixty = try await output(["search", "london"], width: 60)
    let forty = try await output(["search", "london"], width: 40)
    let thirty = try await output(["search", "london"], width: 30)
    func header(_ text: String) -> [Substring] {
      text.split(separator: "\n").first?.split(separator: " ") ?? []
    }
    #expect(header(sixty) == ["ID", "NAME", "REGION", "COUNTRY", "POPULATION"])
    #expect(header(forty) == ["ID", "NAME", "REGION", "COUNTRY"])
    #expect(header(thirty) == ["ID", "NAME", "COUNTRY"])
  }

  @Test func theHourlyChartNeverWraps() async throws {
    let text = try await output(
      ["forecast", "--city", "paris", "--hourly", "--days", "3"], width: 40)
    #expect(
      text.replacingOccurrences(of: "\n", with: " ").contains("each bar the highest of 2 hours"))
    for line in text.split(separator: "\n") { #expect(line.count <= 40, "\(line)") }
  }

  @Test func withoutColumnsPipedOutputIs80Wide() async throws {
    let run = try await sandbox.run(
      ["forecast", "--city", "paris"], server: server, ["COLUMNS": nil])
    expectSuccess(run)
    let eighty = try await output(["forecast", "--city", "paris"], width: 80)
    #expect(run.stdout == eighty)
    let nonsense = try await sandbox.run(
      ["forecast", "--city", "paris"], server: server, ["COLUMNS": "wide"])
    #expect(nonsense.stdout == eighty)
  }
}
