import Benchmark
import Foundation

// Scenario 9 of issue 7 (start-up targets of issue 16): the `weather search london` process,
// from spawn to exit, and its peak memory.
//
// The `weather` executable is built by the main package, in release, with its own scratch path:
//
//   (cd .. && swift build -c release --product weather --scratch-path .build-bench-main)
//
// This benchmark spawns `../.build-bench-main/release/weather search london` (or the path in
// `WEATHER_EXECUTABLE`) with `posix_spawn`, its output to /dev/null, and waits for it with
// `wait4`, whose resource usage gives the child's peak resident set (`ru_maxrss`): the custom
// metric `peakRSS (KiB)`. `weather about` is measured the same way, for the cost of starting
// the process at all. With `WEATHER_BASELINE_EXECUTABLE` set (e.g. a build of an earlier
// commit), the same two commands of that executable are measured in the same run, so before
// and after are compared side by side. The runner's malloc interposer is not passed on.

let benchmarks: @Sendable () -> Void = {
  var executables = [("", weatherExecutable)]
  if let baseline = ProcessInfo.processInfo.environment["WEATHER_BASELINE_EXECUTABLE"] {
    executables.append((" (baseline)", baseline))
  }
  for (label, path) in executables {
    for arguments in [["search", "london"], ["about"]] {
      Benchmark(
        "9 weather \(arguments.joined(separator: " "))\(label), process start to exit",
        configuration: .init(
          metrics: [.wallClock, peakRSSMetric],
          timeUnits: .milliseconds, warmupIterations: 3, scalingFactor: .one,
          maxDuration: .seconds(10), maxIterations: 100)
      ) { benchmark in
        let (status, peakKiB) = run(path, arguments)
        benchmark.measurement(peakRSSMetric, peakKiB)
        if status != 0 { benchmark.error("weather exited with status \(status)") }
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

/// Spawns `path` with `arguments`, output discarded, and returns its exit status and peak
/// resident set in KiB.
func run(_ path: String, _ arguments: [String]) -> (status: Int32, peakKiB: Int) {
  var actions = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&actions)
  defer { posix_spawn_file_actions_destroy(&actions) }
  posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
  posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)

  let argv = ([path] + arguments).map { strdup($0) } + [nil]
  let envp = childEnvironment.map { strdup($0) } + [nil]
  defer {
    argv.forEach { free($0) }
    envp.forEach { free($0) }
  }
  var pid = pid_t()
  let spawned = posix_spawn(&pid, path, &actions, nil, argv, envp)
  guard spawned == 0 else { fatalError("posix_spawn \(path): \(String(cString: strerror(spawned)))") }
  var status: Int32 = 0
  var usage = rusage()
  while wait4(pid, &status, 0, &usage) == -1 && errno == EINTR {}
  // WIFEXITED / WEXITSTATUS
  let exitStatus = (status & 0x7f) == 0 ? (status >> 8) & 0xff : -1
  return (exitStatus, usage.ru_maxrss)
}
