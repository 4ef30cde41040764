import Benchmark
import Foundation
import WeatherClientLive
import WeatherFeatures

// Scenario 8 of issue 7: the embedded city table's load, and search latency.
//
// Search: one `searchResults` call per iteration, so the runner's p50 and p99 are per-query
// latencies. The table is loaded before the measurement starts.
//
// Load: `CityTable.shared` opens the embedded table once per process (it is read in place, so
// opening decodes nothing), and the table has no public initialiser from text, so the load is
// its first-use cost in a fresh process, measured together with a first search ("london"). This executable
// spawns itself with `CITY_TABLE_LOAD_PROBE=1`; the child times `CityTable.shared` with
// `ContinuousClock`, prints the nanoseconds and exits (see `runLoadProbeIfAsked`). The figure is
// the custom metric `tableLoad (ns)`; the wall clock of that benchmark is the whole child
// process, for scale.

let benchmarks: @Sendable () -> Void = {
  runLoadProbeIfAsked()

  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .instructions, .mallocCountTotal],
    timeUnits: .nanoseconds,
    warmupIterations: 20,
    scalingFactor: .one,
    maxDuration: .seconds(3),
    maxIterations: 5_000)

  let queries: [(label: String, query: String)] = [
    ("exact", "london"),
    ("prefix", "lond"),
    ("accent-folded", "sao paulo"),
    // "londn" is listed as an alternate name of London in the table, so it is answered by the
    // binary search; "lindon" has no key and goes through the edit-distance scan.
    ("typo", "londn"),
    ("typo, edit-distance scan", "lindon"),
    ("no match", "qqqzzz"),
    ("one-letter prefix", "s"),
    ("another script", "москва"),
    ("another script", "東京"),
    ("umlaut", "münchen"),
  ]
  for (label, query) in queries {
    Benchmark("8 CityTable.searchResults \(label) \"\(query)\"") { benchmark in
      blackHole(CityTable.shared.searchResults(query))
    } setup: {
      _ = CityTable.shared.count  // load outside the measurement
    }
  }

  // Issue 25: a postal code is a binary search of the ZIP lines, plus a city lookup by id when
  // the code is a city's (10001), or the decoding of the line when it is a town's own (05001).
  // Measured beside the name searches above, against the same budget.
  let postalCodes: [(label: String, code: PostalCode)] = [
    ("a city's ZIP code", PostalCode(code: "10001", countryCode: nil)),
    ("a town's ZIP code", PostalCode(code: "05001", countryCode: nil)),
    ("no such ZIP code", PostalCode(code: "00000", countryCode: nil)),
  ]
  for (label, code) in postalCodes {
    Benchmark("8 PostalCodeTable.place \(label) \"\(code.code)\"") { benchmark in
      blackHole(PostalCodeTable.shared.place(code))
    } setup: {
      _ = PostalCodeTable.shared.count
    }
  }
  // The whole rule as `weather search` runs it: the typed text read as a place, then looked up.
  Benchmark("8 search \"10001\" read as a postal code and looked up") { benchmark in
    if let code = PostalCode.searched("10001", countryCode: nil) {
      blackHole(PostalCodeTable.shared.place(code))
    }
  } setup: {
    _ = PostalCodeTable.shared.count
  }

  Benchmark(
    "8 CityTable first use (open + search \"london\") in a fresh process",
    configuration: .init(
      metrics: [.wallClock, tableLoadMetric],
      timeUnits: .milliseconds, warmupIterations: 2, scalingFactor: .one,
      maxDuration: .seconds(10), maxIterations: 30)
  ) { benchmark in
    benchmark.measurement(tableLoadMetric, spawnLoadProbe())
  }
}

let tableLoadMetric = BenchmarkMetric.custom(
  "tableLoad (ns)", polarity: .prefersSmaller, useScalingFactor: false)

/// In the child process: times the first use of `CityTable.shared` and a first search, prints
/// it, exits.
func runLoadProbeIfAsked() {
  guard ProcessInfo.processInfo.environment["CITY_TABLE_LOAD_PROBE"] != nil else { return }
  let clock = ContinuousClock()
  let start = clock.now
  let count = CityTable.shared.count
  blackHole(CityTable.shared.search("london"))
  let elapsed = clock.now - start
  let nanoseconds =
    elapsed.components.seconds * 1_000_000_000
    + elapsed.components.attoseconds / 1_000_000_000
  print("\(nanoseconds) \(count)")
  exit(0)
}

/// Runs this executable as a load probe (without the malloc interposer the runner preloads)
/// and returns the nanoseconds the child measured.
func spawnLoadProbe() -> Int {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
  var environment = ProcessInfo.processInfo.environment
  environment["LD_PRELOAD"] = nil
  environment["CITY_TABLE_LOAD_PROBE"] = "1"
  process.environment = environment
  let output = Pipe()
  process.standardOutput = output
  do {
    try process.run()
  } catch {
    fatalError("could not start the load probe: \(error)")
  }
  let data = output.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  let text = String(decoding: data, as: UTF8.self)
  guard process.terminationStatus == 0,
    let nanoseconds = text.split(separator: " ").first.flatMap({ Int($0) })
  else { fatalError("the load probe failed: \(text)") }
  return nanoseconds
}
