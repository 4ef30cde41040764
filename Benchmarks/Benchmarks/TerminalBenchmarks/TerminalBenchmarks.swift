import Benchmark
import Foundation
import Reducers
import WeatherClientLive
import WeatherFeatures
import WeatherTerminal

// Issue 14: the full-screen app's keypress → frame latency, over the full embedded city table.
//
// "Keystroke" runs, per iteration, what the app runs for one key in the search box: the key's
// bytes through the `KeyDecoder`, the `KeyMap`, `Store.send` (the search feature starts its
// debounced search), `AppView.screen` at 80×24 and `FrameEncoder.render`, i.e. up to the frame's
// bytes being ready to write. Iterations alternate a letter and Backspace, so the state is the
// same every other key and every frame differs from the one before.
//
// "Results" runs what follows the debounce: the live city directory's search of the embedded table for
// the query, the `searchResponse` action, and the frame showing the results.
//
// The bytes of each frame are reported as the custom metric `frameBytes`.

@MainActor
final class AppHarness {
  let store: Store<AppFeature.State, AppFeature.Action>
  var renderer = FrameEncoder(colors: true, synchronizedOutput: true)
  var decoder = KeyDecoder()
  let size = Size(width: 80, height: 24)
  let cities: CityDirectory

  init() {
    let environment = AppFeature.Environment.live(
      LiveOptions(environment: [
        "XDG_DATA_HOME": NSTemporaryDirectory(), "HOME": NSTemporaryDirectory(),
      ]))
    cities = environment.cities
    store = Store(
      initialState: AppFeature.State(interface: InterfaceFeature.ScreenState()),
      reducer: AppFeature.reducer,
      environment: environment)
    _ = frame()
  }

  /// One key's bytes to the frame's bytes; returns how many bytes the frame is.
  func key(_ bytes: [UInt8]) -> Int {
    for event in decoder.decode(bytes) {
      if case .send(let action) = KeyMap.command(for: event, in: store.state) {
        store.send(action)
      }
    }
    return frame()
  }

  func frame() -> Int {
    let screen = AppView.screen(store.state, size: size, context: ViewContext(now: Date()))
    return renderer.render(screen).count
  }
}

/// The runner's `Benchmark` handle, carried to the main actor; only touched there while the
/// runner waits for the closure (as in StoreBenchmarks).
struct MainActorBenchmark: @unchecked Sendable {
  let benchmark: Benchmark
}

let frameBytes = BenchmarkMetric.custom(
  "frameBytes", polarity: .prefersSmaller, useScalingFactor: false)

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal, frameBytes],
    timeUnits: .microseconds,
    warmupIterations: 20,
    scalingFactor: .one,
    maxDuration: .seconds(3),
    maxIterations: 5_000)

  Benchmark("Keystroke in the search box → frame bytes, 80×24") { benchmark in
    let handle = MainActorBenchmark(benchmark: benchmark)
    let bytes = await MainActor.run { () -> [Int] in
      let benchmark = handle.benchmark
      let harness = AppHarness()
      for letter in "lon".utf8 { _ = harness.key([letter]) }
      var sizes: [Int] = []
      benchmark.startMeasurement()
      for index in benchmark.scaledIterations {
        sizes.append(harness.key(index.isMultiple(of: 2) ? [UInt8(ascii: "d")] : [0x7F]))
      }
      benchmark.stopMeasurement()
      return sizes
    }
    for size in bytes { benchmark.measurement(frameBytes, size) }
  }

  Benchmark("Search results over the full table → frame bytes, 80×24") { benchmark in
    let queries = [CityQuery("lond"), CityQuery("londo")]
    let harness = await MainActor.run { AppHarness() }
    for index in benchmark.scaledIterations {
      let query = queries[index % 2]
      benchmark.startMeasurement()
      let cities = ((try? await harness.cities.search(query)) ?? []).map(\.city)
      let size = await MainActor.run { () -> Int in
        harness.store.send(.search(.searchResponse(.success(cities))))
        return harness.frame()
      }
      benchmark.stopMeasurement()
      benchmark.measurement(frameBytes, size)
    }
  }
}
