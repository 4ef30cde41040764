import Benchmark
import Foundation

// Scenario 9 of issue 7: the `weather search london` process, from spawn to exit.
//
// The `weather` executable is built by the main package, in release, with its own scratch path:
//
//   (cd .. && swift build -c release --product weather --scratch-path .build-bench-main)
//
// This benchmark spawns `../.build-bench-main/release/weather search london` (or the path in
// `WEATHER_EXECUTABLE`) with `posix_spawn`, its output to /dev/null, and waits for it to exit.
// The runner's malloc interposer is not passed on to the child.

let benchmarks: @Sendable () -> Void = {
  Benchmark(
    "9 weather search london, process start to exit",
    configuration: .init(
      metrics: [.wallClock],
      timeUnits: .milliseconds, warmupIterations: 3, scalingFactor: .one,
      maxDuration: .seconds(10), maxIterations: 100)
  ) { benchmark in
    let status = run(weatherExecutable, ["search", "london"])
    if status != 0 { benchmark.error("weather exited with status \(status)") }
  }
}

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

/// Spawns `path` with `arguments`, output discarded, and returns its exit status.
func run(_ path: String, _ arguments: [String]) -> Int32 {
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
  while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
  // WIFEXITED / WEXITSTATUS
  return (status & 0x7f) == 0 ? (status >> 8) & 0xff : -1
}
