import Reducers
import ReducersTesting
import Testing

@MainActor
struct EffectTests {
  enum Action: Equatable, Sendable {
    case start
    case startFailing
    case startCancelledError
    case response(Int)
    case failed(String)
  }

  struct Boom: Error {}

  let reducer = Reducer<Int, Action, Void> { state, action, _ in
    switch action {
    case .start:
      return .run { send in
        await send(.response(42))
      }
    case .startFailing:
      return .run { _ in
        throw Boom()
      }
    case .startCancelledError:
      return .run(
        operation: { _ in throw CancellationError() },
        catch: { _, send in await send(.failed("should not be called")) })
    case .response(let value):
      state = value
      return .none
    case .failed:
      return .none
    }
  }

  @Test func runSendsActionsBack() async {
    let failures = await withCapturedFailures {
      let store = TestStore(initialState: 0, reducer: reducer, environment: ())
      await store.send(.start)
      await store.receive(.response(42)) { $0 = 42 }
      await store.finish()
    }
    #expect(failures.isEmpty)
  }

  @Test func uncaughtErrorIsReported() async {
    let failures = await withCapturedFailures {
      let store = TestStore(initialState: 0, reducer: reducer, environment: ())
      await store.send(.startFailing)
      await store.finish()
    }
    #expect(failures.count == 1)
    #expect(failures.first?.message.hasPrefix("An \"Effect.run\" returned from \"") == true)
    #expect(
      failures.first?.message.contains(
        "\" threw an unhandled error. …\n\n    EffectTests.Boom()\n\n") == true)
  }

  @Test func cancellationErrorIsNotReportedNorCaught() async {
    let failures = await withCapturedFailures {
      let store = TestStore(initialState: 0, reducer: reducer, environment: ())
      await store.send(.startCancelledError)
      await store.finish()
    }
    #expect(failures.isEmpty)
  }

  @Test func catchHandlerTurnsErrorsIntoActions() async {
    let reducer = Reducer<String, Action, Void> { state, action, _ in
      switch action {
      case .start:
        return .run(
          operation: { _ in throw Boom() },
          catch: { error, send in await send(.failed("\(error)")) })
      case .failed(let message):
        state = message
        return .none
      default:
        return .none
      }
    }
    let failures = await withCapturedFailures {
      let store = TestStore(initialState: "", reducer: reducer, environment: ())
      await store.send(.start)
      await store.receive(.failed("Boom()")) { $0 = "Boom()" }
      await store.finish()
    }
    #expect(failures.isEmpty)
  }

  @Test func sendEffectIsHandledSynchronouslyAfterTheAction() async {
    let reducer = Reducer<[String], String, Void> { log, action, _ in
      log.append(action)
      return action == "first" ? .merge(.send("second"), .send("third")) : .none
    }
    let store = Store(initialState: [], reducer: reducer, environment: ())
    store.send("first")
    #expect(store.state == ["first", "second", "third"])
  }

  @Test func mapTransformsEveryKindOfEffect() async {
    enum Parent: Equatable, Sendable { case child(Action) }
    let clock = TestClock()
    let child = Reducer<Int, Action, Void> { state, action, _ in
      switch action {
      case .start:
        return .concatenate(
          .send(.response(1)),
          .run { send in
            try await clock.sleep(for: .seconds(1))
            await send(.response(2))
          }
        )
      case .response(let value):
        state = value
        return .none
      default:
        return .none
      }
    }
    let parent = Reducer<Int, Parent, Void> { state, action, _ in
      guard case .child(let action) = action else { return .none }
      return child.run(&state, action, ()).map(Parent.child)
    }
    let failures = await withCapturedFailures {
      let store = TestStore(initialState: 0, reducer: parent, environment: ())
      await store.send(.child(.start))
      await store.receive(.child(.response(1))) { $0 = 1 }
      await clock.advance(by: .seconds(1))
      await store.receive(.child(.response(2))) { $0 = 2 }
      await store.finish()
    }
    #expect(failures.isEmpty)
  }

  @Test func noneIsNone() {
    #expect(Effect<Int>.none.isNone)
    #expect(!Effect<Int>.send(1).isNone)
    #expect(Effect<Int>.merge(.none, .none).isNone)
    #expect(Effect<Int>.concatenate([]).isNone)
  }
}
