import Foundation
import Reducers
import Testing
import WeatherFeatures
import WeatherTerminal

/// Bytes on the wire per full frame and per keystroke, the figures of docs/benchmarks.md
/// ("Full-screen app: bytes per frame"): `WEATHER_FRAME_BYTES=1 swift test --filter
/// FrameBytesFigures` prints them. The bounds pin what issue 23 measured, with a margin.
@MainActor
@Suite struct FrameBytesFigures {
  struct Figure: CustomStringConvertible {
    var what: String
    var size: Size
    var bytes: Int
    /// Bytes spent on cursor moves (`ESC [ row ; column H`).
    var moves: Int
    var description: String {
      let share = bytes == 0 ? 0 : moves * 100 / bytes
      return "\(what) \(size): \(bytes) bytes, \(moves) in cursor moves (\(share) %)"
    }
  }

  static func measure(_ what: String, _ size: Size, _ bytes: [UInt8]) -> Figure {
    let text = String(decoding: bytes, as: UTF8.self)
    let moves = text.matches(of: /\x1B\[\d+;\d+H/).reduce(0) { $0 + $1.output.count }
    return Figure(what: what, size: size, bytes: bytes.count, moves: moves)
  }

  static func report(_ figures: [Figure]) {
    guard ProcessInfo.processInfo.environment["WEATHER_FRAME_BYTES"] == "1" else { return }
    for figure in figures { print("frame-bytes: \(figure)") }
  }

  @Test(arguments: [Size(width: 80, height: 24), Size(width: 132, height: 43)])
  func fullFrames(_ size: Size) {
    var figures: [Figure] = []
    for scenario in [ViewScenario.offlineStale, .resultsWhileTyping, .longAndWideNames] {
      var renderer = FrameEncoder(colors: true)
      let screen = AppView.screen(scenario.state, size: size, context: ViewContext(now: viewNow))
      // The first frame clears; a later full redraw (a resize, Ctrl-L) overwrites every cell.
      let first = Self.measure("first \(scenario.rawValue)", size, renderer.render(screen))
      renderer.invalidate()
      let redraw = Self.measure("redraw \(scenario.rawValue)", size, renderer.render(screen))
      figures += [first, redraw]
      // Box drawing is 3 bytes a cell in UTF-8: most of a frame is its text, not moves. The
      // first frame skips the blanks the clear left (a move each); a redraw writes them.
      #expect(first.moves * 100 <= first.bytes * 35, "\(first)")
      #expect(redraw.moves * 100 <= redraw.bytes * 15, "\(redraw)")
      for figure in [first, redraw] {
        #expect(figure.bytes < size.width * size.height * 3, "\(figure)")
      }
    }
    Self.report(figures)
  }

  @Test(arguments: [Size(width: 80, height: 24), Size(width: 132, height: 43)])
  func keystrokes(_ size: Size) {
    var state = ViewScenario.offlineStale.state
    state.interface?.focus = .search
    var renderer = FrameEncoder(colors: true)
    _ = renderer.render(AppView.screen(state, size: size, context: ViewContext(now: viewNow)))
    var figures: [Figure] = []
    for (typed, query) in [("l", "l"), ("o", "lo"), ("n", "lon"), ("⌫", "lo")] {
      state.search.query = query
      let bytes = renderer.render(
        AppView.screen(state, size: size, context: ViewContext(now: viewNow)))
      figures.append(Self.measure("key \(typed)", size, bytes))
    }
    // Focus to the following pane (Tab): two frames' titles and the cursor.
    state.interface?.focus = .following
    let bytes = renderer.render(
      AppView.screen(state, size: size, context: ViewContext(now: viewNow)))
    figures.append(Self.measure("key Tab", size, bytes))
    #expect(figures.dropLast().allSatisfy { $0.bytes > 0 && $0.bytes < 64 }, "\(figures)")
    #expect(figures.last.map { $0.bytes < size.width * size.height } == true, "\(figures)")
    Self.report(figures)
  }
}
