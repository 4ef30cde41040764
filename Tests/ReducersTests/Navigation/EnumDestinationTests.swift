import Reducers
import ReducersTesting
import Testing

/// A destination enum's reducer written once, a `Scope` per case, used with
/// `@PresentationState` and with a stack; and `ifCaseLet` on a parent whose state is an enum.
@MainActor
struct EnumDestinationTests {
  struct Environment: Sendable {
    var clock: TestClock
    var dismiss = DismissEffect()
  }

  /// A form whose autosave timer runs while it is shown.
  struct Edit: ReducerProtocol {
    struct State: Equatable, Sendable { var title = ""; var saves = 0 }
    enum Action: Equatable, Sendable { case titleChanged(String), startAutosave, autosave }

    func reduce(into state: inout State, action: Action, environment: Environment)
      -> Effect<Action>
    {
      switch action {
      case .titleChanged(let title):
        state.title = title
        return .none
      case .startAutosave:
        return .run { send in
          for await _ in environment.clock.timer(interval: .seconds(1)) { await send(.autosave) }
        }
      case .autosave:
        state.saves += 1
        return .none
      }
    }
  }

  enum AlertAction: Equatable, Sendable { case confirm }

  /// The destinations, written once.
  struct Destination: ReducerProtocol {
    typealias Environment = EnumDestinationTests.Environment
    enum State: Equatable, Sendable { case edit(Edit.State), alert(String) }
    enum Action: Equatable, Sendable { case edit(Edit.Action), alert(AlertAction) }

    var body: some ReducerOf<Self> {
      Scope(case: State.edit, action: Action.edit) { Edit() }
      // An alert has no reducer: its actions reach the parent alone.
    }
  }

  struct Parent: ReducerProtocol {
    typealias Environment = EnumDestinationTests.Environment
    struct State: Equatable {
      @PresentationState var destination: Destination.State?
      var path = StackState<Destination.State>()
    }
    enum Action: Equatable, Sendable {
      case destination(PresentationAction<Destination.Action>)
      case path(StackActionOf<Destination>)
      case editTapped, deleteTapped
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action, _ in
        switch action {
        case .editTapped:
          state.destination = .edit(Edit.State())
          return .none
        case .deleteTapped:
          state.destination = .alert("Delete?")
          return .none
        case .destination, .path:
          return .none
        }
      }
      .ifLet(\.$destination, action: Action.destination) { Destination() }
      .forEach(\.path, action: Action.path) { Destination() }
    }
  }

  let clock = TestClock()

  func makeStore() -> TestStoreOf<Parent> {
    TestStore(
      initialState: Parent.State(), reducer: Parent(), environment: Environment(clock: clock))
  }

  @Test func aCaseRunsItsFeature() async {
    let store = makeStore()
    await store.send(.editTapped) { $0.destination = .edit(Edit.State()) }
    await store.send(.destination(.presented(.edit(.titleChanged("Standup"))))) {
      $0.destination = .edit(Edit.State(title: "Standup"))
    }
  }

  @Test func changingTheCaseCancelsTheOldCasesEffects() async {
    let store = makeStore()
    await store.send(.editTapped) { $0.destination = .edit(Edit.State()) }
    await store.send(.destination(.presented(.edit(.startAutosave))))
    await clock.advance(by: .seconds(1))
    await store.receive(.destination(.presented(.edit(.autosave)))) {
      $0.destination = .edit(Edit.State(saves: 1))
    }
    await store.send(.deleteTapped) { $0.destination = .alert("Delete?") }
    await clock.advance(by: .seconds(3))
  }

  @Test func anActionForAnotherCaseIsAProgrammerError() async {
    let failures = await withCapturedFailures {
      let store = makeStore()
      await store.send(.deleteTapped) { $0.destination = .alert("Delete?") }
      await store.send(.destination(.presented(.edit(.titleChanged("x")))))
    }
    #expect(failures.count == 1)
    #expect(
      failures.first?.message.hasPrefix(
        "A \"Scope\" at \"ReducersTests/EnumDestinationTests.swift:46\" received a child action "
          + "when child state was set to a different case.") == true)
  }

  @Test func theSameDestinationsArePushedOnAStack() async {
    let store = makeStore()
    await store.send(.path(.push(id: 0, state: .edit(Edit.State())))) {
      $0.path[id: 0] = .edit(Edit.State())
    }
    await store.send(.path(.element(id: 0, action: .edit(.titleChanged("Retro"))))) {
      $0.path[id: 0, case: Destination.State.edit]?.title = "Retro"
    }
    await store.send(.path(.element(id: 0, action: .edit(.startAutosave))))
    await store.send(.path(.popFrom(id: 0))) { $0.path = StackState() }
    await clock.advance(by: .seconds(3))
  }

  /// A root whose state is an enum: a session that is either signed out or signed in.
  struct Session: ReducerProtocol {
    typealias Environment = EnumDestinationTests.Environment
    enum State: Equatable { case signedOut, signedIn(Edit.State) }
    enum Action: Equatable, Sendable { case signedIn(Edit.Action), signIn, signOut }

    var body: some ReducerOf<Self> {
      Reduce { state, action, _ in
        switch action {
        case .signIn: state = .signedIn(Edit.State())
        case .signOut: state = .signedOut
        case .signedIn: break
        }
        return .none
      }
      .ifCaseLet(State.signedIn, action: Action.signedIn) { Edit() }
    }
  }

  @Test func ifCaseLetRunsTheCaseAndCancelsItsEffectsWhenTheCaseChanges() async {
    let store = TestStore(
      initialState: Session.State.signedOut, reducer: Session(),
      environment: Environment(clock: clock))
    await store.send(.signIn) { $0 = .signedIn(Edit.State()) }
    await store.send(.signedIn(.titleChanged("me"))) { $0 = .signedIn(Edit.State(title: "me")) }
    await store.send(.signedIn(.startAutosave))
    await clock.advance(by: .seconds(1))
    await store.receive(.signedIn(.autosave)) { $0 = .signedIn(Edit.State(title: "me", saves: 1)) }
    await store.send(.signOut) { $0 = .signedOut }
    await clock.advance(by: .seconds(3))
  }

  @Test func anActionForACaseTheStateIsNotInNamesTheIfCaseLet() async {
    let failures = await withCapturedFailures {
      let store = TestStore(
        initialState: Session.State.signedOut, reducer: Session(),
        environment: Environment(clock: clock))
      await store.send(.signedIn(.titleChanged("me")))
    }
    #expect(failures.count == 1)
    #expect(
      failures.first?.message.hasPrefix(
        "An \"ifCaseLet\" at \"ReducersTests/EnumDestinationTests.swift:149\" received a child "
          + "action when child state was set to a different case.") == true)
  }
}
