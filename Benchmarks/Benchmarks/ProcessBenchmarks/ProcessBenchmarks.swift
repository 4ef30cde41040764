import Benchmark
import Foundation

// Scenario 9 of issue 7 (start-up targets of issue 16): the `weather search london` process,
// from spawn to exit, and its peak memory.
//
// The `weather` executable is built by the main package, in release, with its own scratch path,
// linked as the README's "Installing" builds it:
//
//   (cd .. && swift build -c release --static-swift-stdlib -Xlinker -no-pie --product weather \
//     --scratch-path .build-bench-main)
//
// This benchmark spawns `../.build-bench-main/release/weather search london` (or the path in
// `WEATHER_EXECUTABLE`) with `posix_spawn`, its output to /dev/null, and waits for it: the
// wall clock covers that alone. Then it runs the same command under GNU time (`/usr/bin/time
// -f %M`, Debian package `time`), whose report is the custom metric `peakRSS (KiB)`. Not the
// `ru_maxrss` of our own `wait4`: posix_spawn's child shares this process's memory until it
// calls exec, and the kernel charges it this process's resident set at that moment, so any
// child would show at least the runner's size. `weather about` is measured the same way, for
// the cost of starting the process at all. With `WEATHER_BASELINE_EXECUTABLE` set (e.g. a
// build of an earlier commit), the same two commands of that executable are measured in the
// same run, so before and after are compared side by side. The runner's malloc interposer is
// not passed on.
//
// `weather forecast --lat 48.85 --lon 2.35` is measured too, with its request: Open-Meteo is a
// loopback server started here that answers with the tests' recorded Paris forecast, and the
// cache is off (XDG_CACHE_HOME under /dev/null), so every run makes the request. That is the
// request path's cost: on Linux, libcurl is loaded then and only then.

let benchmarks: @Sendable () -> Void = {
  var executables = [("", weatherExecutable)]
  if let baseline = ProcessInfo.processInfo.environment["WEATHER_BASELINE_EXECUTABLE"] {
    executables.append((" (baseline)", baseline))
  }
  let server = RecordedForecastServer(
    fixture: mainPackageDirectory.appendingPathComponent(
      "Tests/Support/RecordedResponses/Fixtures/open-meteo-forecast-paris.json"
    ).path)
  var scenarios: [(name: String, arguments: [String], environment: [String])] = [
    ("search london", ["search", "london"], childEnvironment),
    ("about", ["about"], childEnvironment),
  ]
  if let server {
    let environment =
      childEnvironment.filter {
        !$0.hasPrefix("OPEN_METEO_URL=") && !$0.hasPrefix("XDG_CACHE_HOME=")
      }
      + ["OPEN_METEO_URL=\(server.baseURL)", "XDG_CACHE_HOME=/dev/null/no-cache"]
    scenarios.append(
      ("forecast (loopback)", ["forecast", "--lat", "48.85", "--lon", "2.35"], environment))
  }
  for (label, path) in executables {
    for (name, arguments, environment) in scenarios {
      Benchmark(
        "9 weather \(name)\(label), process start to exit",
        configuration: .init(
          metrics: [.wallClock, peakRSSMetric],
          timeUnits: .milliseconds, warmupIterations: 3, scalingFactor: .one,
          maxDuration: .seconds(10), maxIterations: 100)
      ) { benchmark in
        benchmark.startMeasurement()
        let status = run([path] + arguments, environment: environment)
        benchmark.stopMeasurement()
        if status != 0 { benchmark.error("weather exited with status \(status)") }
        guard let peakKiB = peakResidentKiB([path] + arguments, environment: environment) else {
          benchmark.error("peakRSS needs GNU time at /usr/bin/time (apt-get install time)")
          return
        }
        benchmark.measurement(peakRSSMetric, peakKiB)
      }
    }
  }
}

let peakRSSMetric = BenchmarkMetric.custom(
  "peakRSS (KiB)", polarity: .prefersSmaller, useScalingFactor: false)

/// The main package's directory: three levels above this file.
let mainPackageDirectory = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent()

let weatherExecutable: String =
  ProcessInfo.processInfo.environment["WEATHER_EXECUTABLE"]
  ?? mainPackageDirectory.appendingPathComponent(".build-bench-main/release/weather").path

/// The child's environment: ours without LD_PRELOAD.
let childEnvironment: [String] = ProcessInfo.processInfo.environment
  .filter { $0.key != "LD_PRELOAD" }
  .map { "\($0.key)=\($0.value)" }

/// Where GNU time writes its report: one line, the peak resident set in KiB.
let timeReport = FileManager.default.temporaryDirectory
  .appendingPathComponent("weather-process-benchmark-\(getpid()).peak").path

/// Spawns `command`, output discarded, and returns its exit status.
func run(_ command: [String], environment: [String] = childEnvironment) -> Int32 {
  var actions = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&actions)
  defer { posix_spawn_file_actions_destroy(&actions) }
  posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
  posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)

  let argv = command.map { strdup($0) } + [nil]
  let envp = environment.map { strdup($0) } + [nil]
  defer {
    for pointer in argv { free(pointer) }
    for pointer in envp { free(pointer) }
  }
  var pid = pid_t()
  let spawned = posix_spawn(&pid, command[0], &actions, nil, argv, envp)
  guard spawned == 0 else {
    fatalError("posix_spawn \(command[0]): \(String(cString: strerror(spawned)))")
  }
  var status: Int32 = 0
  while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
  // WIFEXITED / WEXITSTATUS
  return (status & 0x7f) == 0 ? (status >> 8) & 0xff : -1
}

/// The peak resident set of `command` in KiB, as GNU time reports it (it forks from its own
/// small process, so the child is charged nothing of ours); nil without /usr/bin/time.
func peakResidentKiB(_ command: [String], environment: [String]) -> Int? {
  guard access("/usr/bin/time", X_OK) == 0 else { return nil }
  guard
    run(["/usr/bin/time", "-f", "%M", "-o", timeReport] + command, environment: environment) == 0,
    let report = try? String(contentsOfFile: timeReport, encoding: .utf8)
  else { return nil }
  return report.split(separator: "\n").last.flatMap { Int($0) }
}
