import Reducers
import ReducersTesting
import Testing

/// Alerts and confirmation dialogs kept in state, composed with `.ifLet(\.$alert, action:)` and
/// no child reducer, as TCA's `AlertState` tests and examples use them.
@MainActor
struct AlertStateTests {
  /// The example of `AlertState`'s documentation, as written there.
  struct Recents: ReducerProtocol {
    struct State: Equatable {
      var searches = ["London", "Paris"]
      @PresentationState var alert: AlertState<Action.Alert>?
    }
    enum Action: Equatable, Sendable {
      case clearTapped
      case alert(PresentationAction<Alert>)
      enum Alert: Equatable, Sendable { case confirmClear }
    }

    var body: some ReducerProtocol<State, Action, Void> {
      Reduce { state, action in
        switch action {
        case .clearTapped:
          state.alert = AlertState {
            TextState("Clear recent searches?")
          } actions: {
            ButtonState(role: .destructive, action: .confirmClear) { TextState("Clear") }
            ButtonState(role: .cancel) { TextState("Cancel") }
          } message: {
            TextState("This cannot be undone.")
          }
          return .none
        case .alert(.presented(.confirmClear)):
          state.searches = []
          return .none
        case .alert:
          return .none
        }
      }
      .ifLet(\.$alert, action: Action.alert)
    }
  }

  static let clearAlert = AlertState<Recents.Action.Alert> {
    TextState("Clear recent searches?")
  } actions: {
    ButtonState(role: .destructive, action: .confirmClear) { TextState("Clear") }
    ButtonState(role: .cancel) { TextState("Cancel") }
  } message: {
    TextState("This cannot be undone.")
  }

  @Test func aButtonSendsItsActionAndTheAlertGoes() async {
    let store = TestStore(initialState: Recents.State(), reducer: Recents())
    await store.send(.clearTapped) { $0.alert = Self.clearAlert }
    await store.send(.alert(.presented(.confirmClear))) {
      $0.searches = []
      $0.alert = nil
    }
  }

  @Test func cancellingDismissesAndChangesNothing() async {
    let store = TestStore(initialState: Recents.State(), reducer: Recents())
    await store.send(.clearTapped) { $0.alert = Self.clearAlert }
    #expect(store.state.alert?.buttons[1].action == .send(nil))
    await store.send(.alert(.dismiss)) { $0.alert = nil }
  }

  @Test func theButtonsSayWhatEachTapSends() {
    let alert = Self.clearAlert
    #expect(alert.title == "Clear recent searches?")
    #expect(alert.message.map(String.init(state:)) == "This cannot be undone.")
    #expect(alert.buttons.map(\.role) == [.destructive, .cancel])
    #expect(alert.buttons.map(\.action.action) == [.confirmClear, nil])
    #expect(alert.buttons.map(\.label) == [TextState("Clear"), TextState("Cancel")])
  }

  /// A wrong expectation names the alert's differing text, written as a test writes it.
  @Test func aDifferentAlertIsDiffedReadably() async {
    let failures = await withCapturedFailures {
      let store = TestStore(initialState: Recents.State(), reducer: Recents())
      await store.send(.clearTapped) {
        $0.alert = AlertState { TextState("Clear all?") }
      }
    }
    #expect(failures.count == 1)
    let message = failures.first?.message ?? ""
    let lines = message.split(separator: "\n").map(String.init)
    for line in [
      #"  -     title: TextState("Clear all?"),"#,
      #"  +     title: TextState("Clear recent searches?"),"#,
      #"  +     message: TextState("This cannot be undone."),"#,
      #"  +         action: .send(.confirmClear),"#,
      #"  +         action: .send(nil),"#,
    ] {
      #expect(lines.contains(line), "\(message)")
    }
  }

  /// An answer for an alert that is not shown is a programmer error, as in TCA.
  @Test func anAnswerWithNoAlertIsReported() async {
    let failures = await withCapturedFailures {
      let store = TestStore(initialState: Recents.State(), reducer: Recents())
      await store.send(.alert(.presented(.confirmClear))) { $0.searches = [] }
    }
    #expect(failures.count == 1)
    #expect(
      failures.first?.message.contains("received a child action when child state was \"nil\"")
        == true)
  }

  /// A parent that answers one alert with another keeps the new one.
  struct Chained: ReducerProtocol {
    struct State: Equatable {
      @Presents var alert: AlertState<Action.Alert>?
    }
    enum Action: Equatable, Sendable {
      case start
      case alert(PresentationAction<Alert>)
      enum Alert: Equatable, Sendable { case next }
    }

    var body: some ReducerProtocol<State, Action, Void> {
      Reduce { state, action in
        switch action {
        case .start:
          state.alert = AlertState {
            TextState("First")
          } actions: {
            ButtonState(action: .next) { TextState("Next") }
          }
        case .alert(.presented(.next)):
          state.alert = AlertState { TextState("Second") }
        case .alert:
          break
        }
        return .none
      }
      .ifLet(\.$alert, action: Action.alert)
    }
  }

  @Test func anAlertPresentedInAnswerStays() async {
    let store = TestStore(initialState: Chained.State(), reducer: Chained())
    await store.send(.start) {
      $0.alert = AlertState {
        TextState("First")
      } actions: {
        ButtonState(action: .next) { TextState("Next") }
      }
    }
    await store.send(.alert(.presented(.next))) {
      $0.alert = AlertState { TextState("Second") }
    }
  }

  struct Share: ReducerProtocol {
    struct State: Equatable {
      var shared: [String] = []
      @PresentationState var dialog: ConfirmationDialogState<Action.Dialog>?
    }
    enum Action: Equatable, Sendable {
      case shareTapped
      case dialog(PresentationAction<Dialog>)
      enum Dialog: Equatable, Sendable { case copy, save }
    }

    var body: some ReducerProtocol<State, Action, Void> {
      Reduce { state, action in
        switch action {
        case .shareTapped:
          state.dialog = ConfirmationDialogState(titleVisibility: .visible) {
            TextState("Share the forecast")
          } actions: {
            for (label, action) in [("Copy", Action.Dialog.copy), ("Save", .save)] {
              ButtonState(action: action) { TextState(label) }
            }
            ButtonState(role: .cancel) { TextState("Cancel") }
          }
        case .dialog(.presented(let choice)):
          state.shared.append("\(choice)")
        case .dialog(.dismiss):
          break
        }
        return .none
      }
      .ifLet(\.$dialog, action: Action.dialog)
    }
  }

  @Test func aDialogSendsTheChoiceAndGoes() async {
    let store = TestStore(initialState: Share.State(), reducer: Share())
    await store.send(.shareTapped) {
      $0.dialog = ConfirmationDialogState(titleVisibility: .visible) {
        TextState("Share the forecast")
      } actions: {
        ButtonState(action: .copy) { TextState("Copy") }
        ButtonState(action: .save) { TextState("Save") }
        ButtonState(role: .cancel) { TextState("Cancel") }
      }
    }
    await store.send(.dialog(.presented(.save))) {
      $0.shared = ["save"]
      $0.dialog = nil
    }
  }

  @Test func mappingKeepsTheTextAndChangesTheActions() {
    let mapped = Self.clearAlert.map { _ in 7 }
    #expect(mapped.title == Self.clearAlert.title)
    #expect(mapped.message == Self.clearAlert.message)
    #expect(mapped.buttons.map(\.action.action) == [7, nil])
  }
}
