import Foundation
import Reducers
import Testing
import WeatherFeatures
import WeatherTerminal

/// What a keystroke costs on the wire: the renderer writes only the cells that changed, so a
/// key in the search box is a few hundred bytes, not a screen.
@MainActor
@Suite struct FrameSizeTests {
  let clock = TestClock()
  let store: Store<AppFeature.State, AppFeature.Action>
  // Synchronized output: the larger frames, as a terminal that supports it gets them.
  var renderer = FrameEncoder(colors: true, synchronizedOutput: true)
  var decoder = KeyDecoder()

  init() {
    var state = ViewScenario.resultsWhileTyping.state
    state.search.query = "lon"
    state.interface?.searchSelection = nil
    state.search.isSearching = false
    store = Store(
      initialState: state, reducer: AppFeature.reducer,
      environment: AppFeature.Environment(
        cities: .failing, weatherClient: .failing, forecastHistory: .failing,
        followingStorage: .failing, clock: clock, now: { viewNow }))
  }

  mutating func frame(_ size: Size) -> Int {
    renderer.render(AppView.screen(store.state, size: size, context: ViewContext(now: viewNow)))
      .count
  }

  mutating func key(_ bytes: String, _ size: Size) -> Int {
    for event in decoder.decode(Array(bytes.utf8)) {
      if case .send(let action) = KeyMap.command(for: event, in: store.state) { store.send(action) }
    }
    return frame(size)
  }

  @Test(arguments: [Size(width: 80, height: 24), Size(width: 132, height: 43)])
  mutating func keystrokesWriteLittle(_ size: Size) {
    let full = frame(size)
    var sizes: [Int] = []
    for typed in ["d", "o", "\u{7F}", "\u{7F}", "x"] { sizes.append(key(typed, size)) }
    // Results arriving redraw the list, still far from a whole screen.
    store.send(.search(.searchResponse(.success([.london, .londonOntario]))))
    let results = frame(size)
    #expect(sizes.allSatisfy { $0 > 0 && $0 <= 2048 }, "keystroke frames: \(sizes) bytes")
    #expect(results <= 2048, "results frame: \(results) bytes")
    #expect(full > 4 * (sizes.max() ?? 0), "full frame \(full) bytes vs keystrokes \(sizes)")
    // A key that changes nothing writes nothing.
    #expect(key("\u{1B}[1;5D", size) == 0)
  }

  @Test mutating func onlyAResizeRedrawsEverything() {
    let first = frame(Size(width: 80, height: 24))
    let same = frame(Size(width: 80, height: 24))
    let resized = frame(Size(width: 100, height: 30))
    #expect(same == 0)
    #expect(first > 2048 && resized > first)
  }
}
