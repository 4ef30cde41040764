import Reducers
import ReducersTesting
import Testing

/// A result that is deliberately not `Equatable`, so its actions can only be matched by case.
struct Payload: Sendable {
  var value: Int
}

struct Loader: Equatable {
  var value: Int?
  var error: String?
}

enum LoaderAction: Sendable {
  case load(succeed: Bool)
  case loaded(Payload)
  case failed(String)
}

let loaderReducer = Reducer<Loader, LoaderAction, Void> { state, action, _ in
  switch action {
  case .load(let succeed):
    return .run { send in
      await send(succeed ? .loaded(Payload(value: 3)) : .failed("offline"))
    }
  case .loaded(let payload):
    state.value = payload.value
    return .none
  case .failed(let message):
    state.error = message
    return .none
  }
}

/// `receive(_ casePath:)`, for actions that are not `Equatable`.
@MainActor
struct CasePathReceiveTests {
  let store: TestStore<Loader, LoaderAction, Void>
  let loaded = CasePath(LoaderAction.loaded)

  init() {
    store = TestStore(initialState: Loader(), reducer: loaderReducer, environment: ())
    store.timeout = .milliseconds(100)
  }

  @Test func actionInTheExpectedCaseIsReceived() async {
    let failures = await withCapturedFailures {
      await store.send(.load(succeed: true))
      await store.receive(loaded) { $0.value = 3 }
      await store.finish()
    }
    #expect(failures == [])
    #expect(store.state == Loader(value: 3))
  }

  @Test func stateIsStillCheckedForACaseMatch() async {
    let failures = await withCapturedFailures {
      await store.send(.load(succeed: true))
      await store.receive(loaded) { $0.value = 4 }
      await store.finish()
    }
    #expect(failures.map(\.message).first?.hasPrefix("A state change does not match") == true)
    #expect(failures.count == 1)
  }

  @Test func actionInAnotherCaseIsReported() async {
    let line: UInt = #line + 3
    let failures = await withCapturedFailures {
      await store.send(.load(succeed: false))
      await store.receive(loaded) { $0.value = 3 }
      await store.finish()
    }
    #expect(
      failures.map(\.message) == [
        """
        Received unexpected action: …

          LoaderAction.failed("offline")

        It is not in the expected case, LoaderAction.loaded.
        """
      ])
    #expect(failures.map(\.location.line) == [line])
    #expect(store.state == Loader(error: "offline"))
  }

  enum ShelfAction: Sendable {
    case loader(LoaderAction)
    case reset
  }

  // The nested forms name the case as the action's dump would read it.
  @Test func aNestedCaseIsNamedInTheFailure() async {
    let shelf = TestStore(
      initialState: Loader(),
      reducer: Reducer<Loader, ShelfAction, Void> { state, action, _ in
        switch action {
        case .loader(let action):
          return loaderReducer.reduce(into: &state, action: action, environment: ())
            .map(ShelfAction.loader)
        case .reset: return .none
        }
      }, environment: ())
    shelf.timeout = .milliseconds(100)
    let failures = await withCapturedFailures {
      await shelf.send(.loader(.load(succeed: false)))
      await shelf.receive(ShelfAction.loader, LoaderAction.loaded) { $0.value = 3 }
      await shelf.send(.loader(.load(succeed: true)))
      await shelf.receive(ShelfAction.loader, LoaderAction.failed) { $0.value = 3 }
      await shelf.finish()
    }
    #expect(
      failures.map(\.message) == [
        """
        Received unexpected action: …

          CasePathReceiveTests.ShelfAction.loader(.failed("offline"))

        It is not in the expected case, CasePathReceiveTests.ShelfAction.loader(.loaded).
        """,
        """
        Received unexpected action: …

          CasePathReceiveTests.ShelfAction.loader(
            .loaded(
              Payload(
                value: 3
              )
            )
          )

        It is not in the expected case, CasePathReceiveTests.ShelfAction.loader(.failed).
        """,
      ])
  }
}
