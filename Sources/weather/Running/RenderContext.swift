import Foundation
import WeatherClientLive
import WeatherFeatures
import WeatherText

/// What rendering may depend on besides state: the terminal, the options, the provider credited.
struct RenderContext {
  /// Whether styling and a spinner may be used.
  var terminal: Terminal
  /// The units asked for.
  var units: Units
  /// The language of names and labels.
  var language: Language = .en
  /// The user's locale, for the hour cycle of times.
  var clockLocale: String?
  /// Whether to print JSON.
  var json: Bool
  /// The provider whose data is shown.
  var provider: ProviderChoice

  /// The credit the data licence asks for wherever the weather is shown.
  var dataCredit: String {
    provider == .openMeteo
      ? "Weather data by Open-Meteo.com (CC BY 4.0)"
      : "Weather data by OpenWeather (openweathermap.org)"
  }

  /// The credit, dimmed, on as many lines as the width needs: it is never cut.
  var styledDataCredit: String {
    FlowText.lines(
      dataCredit.split(separator: " ").map(String.init), width: terminal.width, separator: " "
    )
    .map(terminal.dim).joined(separator: "\n")
  }

  /// `value` as `--json` prints it (``JSONOutput/encode(_:)``).
  func json(_ value: some Encodable) -> Rendering {
    do {
      return Rendering(output: try JSONOutput.encode(value), isExact: true)
    } catch {
      return .failure("cannot encode the output as JSON: \(error)", .failure)
    }
  }
}
