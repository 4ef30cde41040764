import ArgumentParser
import WeatherText

/// `weather about`: the version and the data credits.
struct AboutCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "about",
    abstract: "Show the version and where the data comes from.",
    discussion: "Example:\n  weather about")

  func run() {
    print("weather \(Attribution.version)\n\n\(Attribution.text)")
  }
}
