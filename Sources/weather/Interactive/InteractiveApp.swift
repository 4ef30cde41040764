import Foundation
import Reducers
import WeatherClientLive
import WeatherFeatures
import WeatherTerminal

/// The full-screen app: keys become actions for the store, and every state change is drawn
/// (at most one frame per 16 ms, nothing while idle) until the user quits.
///
/// This is the thin shell around the pure parts: the rules are in the features, the screen is
/// `AppView`'s, the bytes are the `FrameEncoder`'s; here are only the terminal, the signals and the
/// loop that connects them.
@MainActor
final class InteractiveApp {
  /// How long a lone Esc waits for the rest of a sequence before it counts as the Esc key.
  static let escapeTimeout: Duration = .milliseconds(30)
  /// How long start-up waits, at most, for the terminal to say whether it supports synchronized
  /// output; a terminal that answers (every one that answers device attributes) ends it at once.
  static let capabilityTimeout: Duration = .milliseconds(500)

  private let store: Store<AppFeature.State, AppFeature.Action>
  private let session: TerminalSession
  private let onlineSearch: Bool
  /// The date age labels are drawn against: the environment's, so a test's fixed clock holds.
  private let now: @Sendable () -> Date
  private let ascii: Bool
  /// The language of the app's words (``ViewContext/language``).
  private let language: Language
  private let theme: ThemeChoice
  private var renderer: FrameEncoder
  private var decoder = KeyDecoder()
  private var pacer: FramePacer<AnyClock>?
  /// The app's thread (``AppExecutor``): its tasks' nonisolated work and sleeps run there,
  /// never on a libdispatch worker (`nil`, the global executor, outside `ProcessEntry`'s app).
  private let executor = AppExecutor.current
  /// The app's clock: sleeps served by ``executor``'s thread.
  private var clock: AnyClock { executor.map { AnyClock($0.clock) } ?? AnyClock(ContinuousClock()) }
  private var size: Size
  /// Set by SIGWINCH: the next frame reads the size and repaints every cell (the terminal
  /// may have cut or reflowed what it showed, even if the size ends where it began).
  private var sizeChanged = false
  private var escapeFlush: Task<Void, Never>?
  /// The one wake-up scheduled while idle: when the next age label ("25 min old") changes.
  private var labelChange: Task<Void, Never>?
  private var labelChangeAt: Date?
  private let debugCrash: DebugCrash?

  /// How the app ended.
  enum Ending {
    case quit
    case signal(Int32)
    case inputClosed
    case outputClosed
  }

  private enum Event {
    case input([UInt8])
    case inputEnded
    case signal(SignalEvent)
    case escapeTimeout
    case stateChanged
  }

  init(
    store: Store<AppFeature.State, AppFeature.Action>, session: TerminalSession, colors: Bool,
    onlineSearch: Bool, ascii: Bool = false, language: Language = .en,
    theme: ThemeChoice = .auto, debugCrash: DebugCrash? = nil,
    now: @escaping @Sendable () -> Date = Date.init
  ) {
    self.now = now
    self.ascii = ascii
    self.language = language
    self.theme = theme
    self.debugCrash = debugCrash
    self.store = store
    self.session = session
    self.onlineSearch = onlineSearch
    self.renderer = FrameEncoder(colors: colors)
    self.size = session.size()
  }

  /// Runs the app until it is quit; the terminal is restored before this returns.
  func run() async -> Ending {
    let signals = SignalEvents()
    session.enter()
    defer {
      // The refresh timer stops with the app.
      store.send(.interface(.closed))
      pacer?.cancel()
      escapeFlush?.cancel()
      labelChange?.cancel()
      session.leave()
      signals.cancel()
    }
    // Asked before the input reader starts, so that the answer never reaches the key decoder.
    let capability = session.queryTerminal(within: Self.capabilityTimeout)
    renderer.synchronizedOutput = capability.supported
    session.setSynchronizedOutput(capability.supported)
    renderer.palette = palette(background: capability.background)
    pacer = FramePacer(clock: clock, timerExecutor: executor) { [weak self] in self?.draw() }

    let (events, continuation) = AsyncStream.makeStream(of: Event.self, bufferingPolicy: .unbounded)
    let input = InputReader(debugCrash: debugCrash)
    let inputTask = Task(executorPreference: executor) {
      for await chunk in input.chunks { continuation.yield(.input(chunk)) }
      continuation.yield(.inputEnded)
    }
    let signalTask = Task(executorPreference: executor) {
      for await event in signals.events { continuation.yield(.signal(event)) }
    }
    let states = store.states()
    let stateTask = Task(executorPreference: executor) {
      for await _ in states { continuation.yield(.stateChanged) }
    }
    defer {
      // Before the terminal is left: from then on, what is typed is the shell's.
      input.stop()
      inputTask.cancel()
      signalTask.cancel()
      stateTask.cancel()
    }

    send(.interface(.opened))
    send(.search(.loadRecentSearches))
    if !capability.typed.isEmpty {
      if let ending = handle(.input(capability.typed), continuation: continuation) { return ending }
    }
    for await event in events {
      if let ending = handle(event, continuation: continuation) { return ending }
      if session.outputClosed { return .outputClosed }
    }
    return .inputClosed
  }

  private func handle(
    _ event: Event, continuation: AsyncStream<Event>.Continuation
  ) -> Ending? {
    // The main actor runs on the main thread (`ProcessEntry`); covered once, cheap after.
    CrashRestoration.coverCurrentThread()
    switch event {
    case .stateChanged:
      pacer?.setNeedsFrame()
    case .input(let bytes):
      escapeFlush?.cancel()
      escapeFlush = nil
      if let ending = handle(decoder.decode(bytes)) { return ending }
      if decoder.isAwaitingMore {
        escapeFlush = Task(executorPreference: executor) { [clock] in
          try? await clock.sleep(for: Self.escapeTimeout)
          if !Task.isCancelled { continuation.yield(.escapeTimeout) }
        }
      }
    case .escapeTimeout:
      escapeFlush = nil
      if let ending = handle(decoder.flush()) { return ending }
    case .inputEnded:
      return .inputClosed
    case .signal(.resized):
      // Only marked: a drag is a burst of signals, merged by the pacer into one frame per
      // interval, each drawn at the size the terminal has when it is drawn.
      sizeChanged = true
      pacer?.setNeedsFrame()
    case .signal(.suspend):
      suspend()
    case .signal(.terminate(let number)):
      return .signal(number)
    }
    return nil
  }

  private func handle(_ inputs: [InputEvent]) -> Ending? {
    for input in inputs {
      if let debugCrash, !debugCrash.isOnInputThread, input == .key(.function(12)) {
        if debugCrash.isOnWorkThread {
          // Nonisolated: on the app's work thread, where effects' nonisolated work runs.
          Task(executorPreference: executor) { debugCrash.trigger() }
        } else {
          debugCrash.trigger()
        }
      }
      // Too small for the panes: q always quits, whatever has focus.
      if size.width < AppView.minimumSize.width || size.height < AppView.minimumSize.height,
        input == .key(.character("q"))
      {
        return .quit
      }
      let commands: [KeyCommand]
      if case .mouse(let event) = input {
        // Where things are is the last frame's: the size it was drawn at.
        commands = MouseMap.commands(
          for: event, in: store.state, size: size, language: language)
      } else {
        commands = KeyMap.command(for: input, in: store.state).map { [$0] } ?? []
      }
      for command in commands {
        if let ending = perform(command) { return ending }
      }
    }
    return nil
  }

  private func perform(_ command: KeyCommand) -> Ending? {
    switch command {
    case .send(let action):
      send(action)
    case .quit:
      return .quit
    case .suspend:
      suspend()
    case .redraw:
      renderer.invalidate()
      pacer?.setNeedsFrame()
    }
    return nil
  }

  /// The palette for this terminal: the theme asked for, or the one its background calls for
  /// (dark when it did not say), in the colours it says it has.
  private func palette(background: (red: Double, green: Double, blue: Double)?) -> Palette {
    let environment = ProcessInfo.processInfo.environment
    let chosen: Palette.Theme =
      switch theme {
      case .light: .light
      case .dark: .dark
      case .auto: Palette.theme(background: background, environment: environment) ?? .dark
      }
    let terminfo = environment["TERM"].flatMap { Terminfo.entry(for: $0, environment: environment) }
    return Palette(
      theme: chosen, depth: Palette.depth(environment: environment, terminfo: terminfo))
  }

  /// Sends what the user asked for (a recording store records it as sent).
  private func send(_ action: AppFeature.Action) {
    store.send(action)
  }

  /// Waits, at most `timeout`, for changes to the followed list still being saved, so that a
  /// city unfollowed just before quitting stays unfollowed on disk. Runs after the terminal is
  /// restored.
  func finishSaving(timeout: Duration = .seconds(3)) async {
    _ = await store.finishSaving(within: timeout, on: ContinuousClock())
  }

  /// Ctrl-Z: the terminal as it was for the shell, stopped until `fg`, then the app again.
  private func suspend() {
    pacer?.cancel()
    session.leave()
    SignalEvents.stopProcessForJobControl()
    session.enter()
    renderer.invalidate()
    pacer?.setNeedsFrame()
  }

  /// Draws the state at the terminal's size now: read here, not when SIGWINCH arrived, so a
  /// frame drawn between the kernel's size change and the signal is not drawn at the old size.
  private func draw() {
    CrashRestoration.coverCurrentThread()
    let current = session.size()
    if sizeChanged || current != size { renderer.invalidate() }
    sizeChanged = false
    size = current
    let now = self.now()
    let screen = AppView.screen(
      store.state, size: size,
      context: ViewContext(
        now: now, onlineSearch: onlineSearch, ascii: ascii, language: language))
    session.write(renderer.render(screen))
    scheduleLabelChange(after: now)
  }

  /// Wakes the app when the first age label shown next changes (and only then): nothing else
  /// draws while idle, and a label left as it was would freeze.
  private func scheduleLabelChange(after now: Date) {
    let next = AgeLabel.nextChange(store.state, after: now)
    guard next != labelChangeAt else { return }
    labelChange?.cancel()
    labelChangeAt = next
    guard let next else {
      labelChange = nil
      return
    }
    // A few milliseconds past the change, so the frame it wakes shows the new label.
    let delay = Duration.milliseconds(Int(next.timeIntervalSince(now) * 1000) + 10)
    // Typed first: Swift 6.3's region checker rejects a main-actor closure written inline
    // in `Task(executorPreference:)`.
    let wake: @MainActor @Sendable () async -> Void = { [weak self, clock] in
      do { try await clock.sleep(for: delay) } catch { return }
      self?.labelChangeAt = nil
      self?.pacer?.setNeedsFrame()
    }
    labelChange = Task(executorPreference: executor, operation: wake)

  }
}
