import Reducers
import ReducersTesting
import Testing

/// An alert or a dialog as one case of an enum destination, as TCA's SyncUps writes it
/// (`@Reducer enum Destination { case alert(AlertState<Alert>); case edit(EditFeature) }`): the
/// answer dismisses the destination without the parent setting it to `nil`, as TCA's ephemeral
/// cases do; a sheet case stays until dismissed.
@MainActor
struct DestinationAlertTests {
  struct Editor: ReducerProtocol {
    struct State: Equatable { var text = "" }
    enum Action: Equatable, Sendable { case typed(String) }

    var body: some ReducerProtocol<State, Action, Void> {
      Reduce { state, action in
        if case .typed(let text) = action { state.text = text }
        return .none
      }
    }
  }

  struct Destination: ReducerProtocol {
    enum State: Equatable {
      case alert(AlertState<Alert>)
      case dialog(ConfirmationDialogState<Alert>)
      case edit(Editor.State)
    }
    enum Action: Equatable, Sendable {
      case alert(Alert)
      case dialog(Alert)
      case edit(Editor.Action)
    }
    enum Alert: Equatable, Sendable { case confirmDeletion, askAgain }

    var body: some ReducerProtocol<State, Action, Void> {
      Scope(case: State.edit, action: Action.edit) { Editor() }
    }
  }

  struct Detail: ReducerProtocol {
    struct State: Equatable {
      var isDeleted = false
      @Presents var destination: Destination.State?
    }
    enum Action: Equatable, Sendable {
      case deleteTapped, editTapped, shareTapped
      case destination(PresentationAction<Destination.Action>)
    }

    var body: some ReducerProtocol<State, Action, Void> {
      Reduce { state, action in
        switch action {
        case .deleteTapped:
          state.destination = .alert(deleteAlert)
          return .none
        case .shareTapped:
          state.destination = .dialog(shareDialog)
          return .none
        case .editTapped:
          state.destination = .edit(Editor.State())
          return .none
        case .destination(.presented(.alert(.confirmDeletion))),
          .destination(.presented(.dialog(.confirmDeletion))):
          state.isDeleted = true
          return .none
        case .destination(.presented(.alert(.askAgain))):
          // Answering with another alert keeps the new one.
          state.destination = .alert(deleteAlert)
          return .none
        case .destination:
          return .none
        }
      }
      .ifLet(\.$destination, action: Action.destination) { Destination() }
    }
  }

  /// A new alert each time (each has its own `id`), as a feature makes one per question.
  nonisolated static var deleteAlert: AlertState<Destination.Alert> {
    AlertState {
      TextState("Delete?")
    } actions: {
      ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Yes") }
      ButtonState(action: .askAgain) { TextState("Ask again") }
      ButtonState(role: .cancel) { TextState("Nevermind") }
    }
  }

  nonisolated static let shareDialog = ConfirmationDialogState<Destination.Alert>(
    titleVisibility: .visible
  ) {
    TextState("Share")
  } actions: {
    ButtonState(action: .confirmDeletion) { TextState("Delete instead") }
  }

  @Test func theAlertCaseGoesOnceAnswered() async {
    let store = TestStore(initialState: Detail.State(), reducer: Detail())
    await store.send(.deleteTapped) { $0.destination = .alert(Self.deleteAlert) }
    await store.send(.destination(.presented(.alert(.confirmDeletion)))) {
      $0.isDeleted = true
      $0.destination = nil
    }
  }

  @Test func theDialogCaseGoesOnceAnswered() async {
    let store = TestStore(initialState: Detail.State(), reducer: Detail())
    await store.send(.shareTapped) { $0.destination = .dialog(Self.shareDialog) }
    await store.send(.destination(.presented(.dialog(.confirmDeletion)))) {
      $0.isDeleted = true
      $0.destination = nil
    }
  }

  @Test func anAlertPresentedInAnswerStays() async {
    let store = TestStore(initialState: Detail.State(), reducer: Detail())
    await store.send(.deleteTapped) { $0.destination = .alert(Self.deleteAlert) }
    await store.send(.destination(.presented(.alert(.askAgain))))
    #expect(store.state.destination == .alert(Self.deleteAlert))
    await store.send(.destination(.dismiss)) { $0.destination = nil }
  }

  @Test func aSheetCaseStaysUntilDismissed() async {
    let store = TestStore(initialState: Detail.State(), reducer: Detail())
    await store.send(.editTapped) { $0.destination = .edit(Editor.State()) }
    await store.send(.destination(.presented(.edit(.typed("notes"))))) {
      $0.destination = .edit(Editor.State(text: "notes"))
    }
    await store.send(.destination(.dismiss)) { $0.destination = nil }
  }

  /// Which cases hold an alert is kept per enum type: asked twice, answered the same; only the
  /// current case counts; a value that is not an enum holds no case.
  @Test func onlyACaseHoldingAnAlertHasItsID() {
    #expect(EphemeralCases.presentationID(in: Destination.State.edit(Editor.State())) == nil)
    let alert = Destination.State.alert(Self.deleteAlert)
    let id = EphemeralCases.presentationID(in: alert)
    #expect(id != nil)
    #expect(EphemeralCases.presentationID(in: alert) == id)
    // Another alert made the same way is another one.
    #expect(EphemeralCases.presentationID(in: Destination.State.alert(Self.deleteAlert)) != id)
    #expect(EphemeralCases.presentationID(in: Destination.State.dialog(Self.shareDialog)) != id)
    #expect(EphemeralCases.presentationID(in: Self.deleteAlert) == nil, "not an enum")
    #expect(EphemeralCases.presentationID(in: Optional(Self.deleteAlert)) != nil)
  }
}
