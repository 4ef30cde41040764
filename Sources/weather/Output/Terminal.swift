import Foundation
import WeatherClientLive

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the output may use: colours and symbols on a terminal, never with `NO_COLOR`,
/// `TERM=dumb` or when piped, unless the user's `color` setting says `always` or `never`.
struct Terminal {
  let isStyled: Bool
  let showsSpinner: Bool

  init(color: ColorChoice, environment: [String: String]) {
    let stdoutIsTerminal = isatty(STDOUT_FILENO) == 1
    let dumb = environment["TERM"] == "dumb"
    let noColorSet = !(environment["NO_COLOR"] ?? "").isEmpty
    switch color {
    case .always: isStyled = true
    case .never: isStyled = false
    case .auto: isStyled = stdoutIsTerminal && !dumb && !noColorSet
    }
    showsSpinner = isatty(STDERR_FILENO) == 1 && !dumb
  }

  func bold(_ text: String) -> String { style(text, "1") }
  func dim(_ text: String) -> String { style(text, "2") }
  func red(_ text: String) -> String { style(text, "31") }
  func yellow(_ text: String) -> String { style(text, "33") }

  private func style(_ text: String, _ code: String) -> String {
    isStyled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}
