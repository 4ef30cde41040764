import Foundation
import WeatherText

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One decoder of outside input under the fuzzer, with the invariant it must keep beyond not
/// crashing.
struct FuzzTarget: Sendable {
  /// The name `Scripts/fuzz` takes, e.g. "keys".
  var name: String
  /// The most bytes of one input (libFuzzer's `-max_len`): what the decoder's own caps need to
  /// be reached, and no more (a longer input only costs time).
  var maxLength: Int
  /// Decodes `bytes` and checks the invariant, ending the process through ``violated(_:)`` when
  /// it does not hold.
  var run: @Sendable ([UInt8]) -> Void

  /// Every target, in the order the README lists them.
  static let all: [FuzzTarget] = [
    FuzzTarget(name: "keys", maxLength: 160, run: KeyDecoderTarget.run),
    FuzzTarget(name: "following", maxLength: 16_384, run: FollowingTarget.run),
    FuzzTarget(name: "recent-searches", maxLength: 8_192, run: RecentSearchesTarget.run),
    FuzzTarget(name: "cache", maxLength: 65_536, run: CacheTarget.run),
    FuzzTarget(name: "config", maxLength: 8_192, run: ConfigTarget.run),
    FuzzTarget(name: "shared-file", maxLength: 8_192, run: SharedFileStorageTarget.run),
    FuzzTarget(name: "open-meteo-forecast", maxLength: 65_536, run: OpenMeteoTargets.forecast),
    FuzzTarget(name: "open-meteo-search", maxLength: 16_384, run: OpenMeteoTargets.search),
    FuzzTarget(
      name: "openweathermap-forecast", maxLength: 65_536, run: OpenWeatherMapTargets.forecast),
    FuzzTarget(name: "openweathermap-find", maxLength: 16_384, run: OpenWeatherMapTargets.find),
    FuzzTarget(name: "format", maxLength: 1_024, run: FormatTarget.run),
    FuzzTarget(name: "place", maxLength: 256, run: PlaceTarget.run),
    FuzzTarget(name: "http-head", maxLength: 8_192, run: HTTPHeadTarget.run),
    FuzzTarget(name: "terminal-text", maxLength: 4_096, run: TerminalTextTarget.run),
    FuzzTarget(name: "terminfo", maxLength: 8_192, run: TerminfoTarget.run),
    FuzzTarget(name: "store-record", maxLength: 16_384, run: StoreRecordTarget.run),
  ]
}

/// Ends the process as a crash, which libFuzzer reports and saves the input of.
func violated(_ message: String) -> Never {
  printError("invariant violated: \(message)")
  abort()
}

/// Writes `message` and a line end to standard error.
func printError(_ message: String) {
  let line = Array((message + "\n").utf8)
  _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
}

/// Ends the process when `condition` is false.
func require(_ condition: Bool, _ message: @autoclosure () -> String) {
  if !condition { violated(message()) }
}

/// Whether `message` fits one line of standard error: no line break, no control character.
func isOneLine(_ message: String) -> Bool {
  !message.unicodeScalars.contains { $0.properties.generalCategory == .control }
}
