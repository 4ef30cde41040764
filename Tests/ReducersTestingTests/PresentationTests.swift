import Reducers
import ReducersTesting
import Testing

// A presented child, as TCA writes it: `@PresentationState`, `PresentationAction`,
// `.ifLet(\.$destination, action: Action.destination) { … }`, and a child that dismisses itself
// from an effect through its environment's `DismissEffect`.

struct Editor: ReducerProtocol {
  struct State: Equatable {
    var text = ""
  }
  enum Action: Equatable, Sendable {
    case save
    case saved
    case startTimer
    case tick
    case cancelTapped
  }
  struct Environment: Sendable {
    var clock: TestClock
    var dismiss = DismissEffect()
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action, environment in
      switch action {
      case .save:
        return .run { send in
          try await environment.clock.sleep(for: .seconds(1))
          await send(.saved)
          await environment.dismiss()
        }
      case .saved:
        state.text += " (saved)"
        return .none
      case .startTimer:
        return .run { send in
          while true {
            try await environment.clock.sleep(for: .seconds(1))
            await send(.tick)
          }
        }
      case .tick:
        state.text += "."
        return .none
      case .cancelTapped:
        return .run { _ in await environment.dismiss() }
      }
    }
  }
}

struct Notes: ReducerProtocol {
  struct State: Equatable {
    @PresentationState var editor: Editor.State?
    var savedCount = 0
    var dismissals = 0
  }
  enum Action: Equatable, Sendable {
    case edit
    case close
    case editor(PresentationAction<Editor.Action>)
  }
  struct Environment: Sendable {
    var clock: TestClock
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .edit:
        state.editor = Editor.State(text: "draft")
      case .close:
        state.editor = nil
      case .editor(.presented(.saved)):
        state.savedCount += 1
      case .editor(.dismiss):
        // The parent sees the child one last time.
        if state.editor != nil { state.dismissals += 1 }
      case .editor:
        break
      }
      return .none
    }
    .ifLet(\.$editor, action: Action.editor, environment: { Editor.Environment(clock: $0.clock) }) {
      Editor()
    }
  }
}

@MainActor
struct PresentationTests {
  let clock = TestClock()

  func makeStore() -> TestStoreOf<Notes> {
    TestStore(initialState: Notes.State(), reducer: Notes(), environment: .init(clock: clock))
  }

  @Test func dismissNilsTheStateAfterTheParentSawItAndCancelsTheChildsEffects() async {
    let store = makeStore()
    await store.send(.edit) { $0.editor = Editor.State(text: "draft") }
    await store.send(.editor(.presented(.startTimer)))
    await clock.advance(by: .seconds(1))
    await store.receive(.editor(.presented(.tick))) { $0.editor?.text = "draft." }
    await store.send(.editor(.dismiss)) {
      $0.dismissals = 1
      $0.editor = nil
    }
    // The timer was cancelled: nothing more arrives, and nothing is left running.
    await clock.advance(by: .seconds(5))
    await store.finish()
  }

  @Test func settingTheStateToNilCancelsTheChildsEffects() async {
    let store = makeStore()
    await store.send(.edit) { $0.editor = Editor.State(text: "draft") }
    await store.send(.editor(.presented(.startTimer)))
    await store.send(.close) { $0.editor = nil }
    await clock.advance(by: .seconds(5))
    await store.finish()
  }

  @Test func aChildDismissesItselfFromAnEffect() async {
    let store = makeStore()
    await store.send(.edit) { $0.editor = Editor.State(text: "draft") }
    await store.send(.editor(.presented(.save)))
    await clock.advance(by: .seconds(1))
    await store.receive(.editor(.presented(.saved))) {
      $0.editor?.text = "draft (saved)"
      $0.savedCount = 1
    }
    await store.receive(.editor(.dismiss)) {
      $0.dismissals = 1
      $0.editor = nil
    }
    await store.finish()
  }

  @Test func dismissOutsideAPresentedEffectIsAProgrammerError() async {
    let failures = await withCapturedFailures {
      await DismissEffect()()
    }
    #expect(failures.count == 1)
    #expect(failures.first?.message.contains("couldn't be dismissed") == true)
  }

  @Test func aDismissalWithNothingPresentedIsReported() async {
    let store = makeStore()
    let failures = await withCapturedFailures {
      await store.send(.editor(.dismiss))
    }
    #expect(failures.map(\.message).contains { $0.contains("destination state was absent") })
  }
}
