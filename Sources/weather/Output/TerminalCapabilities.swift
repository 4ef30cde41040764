import Foundation
import WeatherClientLive
import WeatherText

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the output may use, read from the terminal, the environment and the `color` setting:
/// colours and symbols on a terminal, never with `NO_COLOR`, `TERM=dumb` or when piped, unless
/// the setting says `always` or `never`; a spinner; the width. The views only follow the
/// ``style`` it gives.
struct TerminalCapabilities {
  let isStyled: Bool
  let showsSpinner: Bool
  /// Columns the output may use: the terminal's own width, else `COLUMNS`, else 80.
  let width: Int

  /// The width when nothing says otherwise (piped output, no `COLUMNS`).
  static let defaultWidth = 80
  /// Widths outside this are taken as nonsense and clamped.
  static let widthRange = 20...1000

  init(color: ColorChoice, environment: [String: String]) {
    width = Self.width(
      terminalColumns: Self.windowColumns(of: STDOUT_FILENO), environment: environment)
    let stdoutIsTerminal = isatty(STDOUT_FILENO) == 1
    let dumb = environment["TERM"] == "dumb"
    let noColorSet = !(environment["NO_COLOR"] ?? "").isEmpty
    switch color {
    case .always: isStyled = true
    case .never: isStyled = false
    case .auto: isStyled = stdoutIsTerminal && !dumb && !noColorSet
    }
    showsSpinner = isatty(STDERR_FILENO) == 1 && !dumb
    StandardOutput.allowsStyles.store(isStyled, ordering: .relaxed)
  }

  /// The output width: the terminal's columns (TIOCGWINSZ) when standard output is one, else a
  /// positive `COLUMNS`, else 80; clamped to ``widthRange``.
  static func width(terminalColumns: Int?, environment: [String: String]) -> Int {
    let columns =
      terminalColumns
      ?? environment["COLUMNS"].flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
      .flatMap { $0 > 0 ? $0 : nil }
      ?? defaultWidth
    return min(max(columns, widthRange.lowerBound), widthRange.upperBound)
  }

  /// The column count of the terminal on `fd`, or `nil` when it is not a terminal (or says 0).
  static func windowColumns(of fd: Int32) -> Int? {
    guard isatty(fd) == 1 else { return nil }
    var size = winsize()
    guard ioctl(fd, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
    return Int(size.ws_col)
  }

  /// What the views follow: styling or not, and the width.
  var style: TextStyle { TextStyle(isStyled: isStyled, width: width) }
}
