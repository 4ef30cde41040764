// A helper process for the storage tests, which need real processes to show that the lock and
// the atomic writes hold between them (threads of one process would not prove it).
//
//   StorageProbe follow <directory> <id>     follows the probe city <id>, then exits 0
//   StorageProbe churn <directory> <count>   rewrites the whole list with <count> cities, each
//                                            time of a new generation, until killed; prints
//                                            "saving" once the first write is done
//
// Probe cities are numbered 1...count; `admin1` holds "generation <n>", so that a test can tell
// a complete list (all one generation) from a torn one.
import Foundation
import WeatherClientLive
import WeatherFeatures

func probeCity(_ id: Int, generation: Int) -> City {
  City(
    id: id, name: "Probe \(id)", admin1: "generation \(generation)", countryCode: "ZZ",
    countryName: "Probe Land", latitude: Double(id % 180) - 90, longitude: Double(id % 360) - 180,
    population: id * 1000, timeZone: "Etc/UTC")
}

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("StorageProbe: \(message)\n".utf8))
  exit(1)
}

let arguments = CommandLine.arguments
guard arguments.count == 4, let number = Int(arguments[3]) else {
  fail("usage: StorageProbe follow|churn <directory> <number>")
}
// The tests that start probes prove that no change is lost between processes; the bounded wait
// for the lock has its own tests. A generous bound keeps twenty writers on a loaded machine from
// turning a long queue into a "locked" failure.
let file = FollowingFile(
  directory: URL(fileURLWithPath: arguments[2], isDirectory: true), lockTimeout: .seconds(60))

do {
  switch arguments[1] {
  case "follow":
    try file.apply(.follow(probeCity(number, generation: 0)))
  case "churn":
    var generation = 1
    while true {
      let cities = (1...number).map { probeCity($0, generation: generation) }
      try file.update { _ in cities }
      if generation == 1 {
        // Unbuffered, so the test sees it at once.
        FileHandle.standardOutput.write(Data("saving\n".utf8))
      }
      generation += 1
    }
  default:
    fail("unknown mode \(arguments[1])")
  }
} catch {
  fail(WeatherError(error).message)
}
