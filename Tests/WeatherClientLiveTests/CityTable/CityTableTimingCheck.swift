import Foundation
import Testing
import WeatherClientLive

/// A timing check run by hand, not a pass/fail test: it prints the embedded table's load
/// time and search latency percentiles per kind of query, as wall-clock time and as the
/// thread's CPU time (which leaves out time the thread waited on a busy machine). Uses only the public API, so it
/// can move as is into a benchmarks package. Run it on a release build:
///
///     CITY_TABLE_TIMING=1 swift test -c release -Xswiftc -enable-testing \
///       --scratch-path .build-cities --filter CityTableTimingCheck
struct CityTableTimingCheck {
  /// Query sets by kind; each needs a different path through the search.
  static let queries: KeyValuePairs<String, [String]> = [
    "exact": [
      "london", "paris", "new york", "tokyo", "berlin", "sydney", "moscow", "cairo",
      "lagos", "lima",
    ],
    "prefix": ["lond", "par", "new y", "tok", "ber", "syd", "mosc", "ca", "s", "rio de"],
    "accent-folded": [
      "São Paulo", "Zürich", "Kraków", "Malmö", "Reykjavík", "Bogotá",
      "Québec", "Córdoba", "Besançon", "Łódź",
    ],
    "other scripts": [
      "москва", "東京", "Мюнхен", "北京", "서울", "Αθήνα", "القاهرة", "Пекин", "ミュンヘン", "Токио",
    ],
    "typo": [
      "lodnon", "parsi", "berlni", "amstredam", "barcleona", "madird", "chicgao",
      "torontp", "melbourme", "istanbull",
    ],
    "no-match": [
      "qqqqq", "xyzzy", "zzzzzzzz", "asdfghjkl", "qwertyuiop", "kkkkkk",
      "jjjjj wwww", "vvvvvvv", "xxxxxxx", "ppppppppp",
    ],
  ]

  @Test(.enabled(if: ProcessInfo.processInfo.environment["CITY_TABLE_TIMING"] != nil))
  func report() {
    print(Self.measure(repetitions: 200))
  }

  /// Load time of `CityTable.shared` (only meaningful as the process's first use of it) and
  /// p50/p99 of `search(_:)` per query kind, over `repetitions` rounds of each query set.
  static func measure(repetitions: Int) -> String {
    let load = time { _ = CityTable.shared.count }
    var lines = [
      "CityTable: \(CityTable.shared.count) cities; first use (load): "
        + "wall \(format(load.wall)), cpu \(format(load.cpu))"
    ]
    for (kind, queries) in queries {
      var wall: [Double] = []
      var cpu: [Double] = []
      for _ in 0..<repetitions {
        for query in queries {
          let sample = time { _ = CityTable.shared.search(query) }
          wall.append(sample.wall)
          cpu.append(sample.cpu)
        }
      }
      lines.append("  \(kind): wall \(percentiles(&wall)); cpu \(percentiles(&cpu))")
    }
    return lines.joined(separator: "\n")
  }

  /// Wall-clock and thread CPU microseconds spent in `body`.
  private static func time(_ body: () -> Void) -> (wall: Double, cpu: Double) {
    let wallStart = ContinuousClock.now
    let cpuStart = threadCPUMicroseconds()
    body()
    let cpu = threadCPUMicroseconds() - cpuStart
    let wall = (ContinuousClock.now - wallStart).components
    return (Double(wall.seconds) * 1e6 + Double(wall.attoseconds) / 1e12, cpu)
  }

  private static func threadCPUMicroseconds() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
    return Double(spec.tv_sec) * 1e6 + Double(spec.tv_nsec) / 1e3
  }

  private static func percentiles(_ samples: inout [Double]) -> String {
    samples.sort()
    guard let max = samples.last else { return "no samples" }
    let p50 = samples[samples.count / 2]
    let p99 = samples[samples.count * 99 / 100]
    return "p50 \(format(p50)), p99 \(format(p99)), max \(format(max))"
  }

  private static func format(_ microseconds: Double) -> String {
    microseconds >= 1000
      ? String(format: "%.2f ms", microseconds / 1000) : String(format: "%.0f µs", microseconds)
  }
}
