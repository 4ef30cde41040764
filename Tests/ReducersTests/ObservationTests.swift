import Reducers
import Testing

@MainActor
struct ObservationTests {
  let store = Store(
    initialState: 0,
    reducer: Reducer<Int, Int, Void> { state, action, _ in
      state = action
      return .none
    },
    environment: ())

  /// What `states` holds for its next reader right now, with no waiting: read from a task that
  /// is cancelled before it reads, which gets the value buffered or, when there is none, the
  /// end of the stream (so this ends the stream).
  private func buffered(_ states: AsyncStream<Int>) async -> Int? {
    await Task {
      withUnsafeCurrentTask { $0?.cancel() }
      var iterator = states.makeAsyncIterator()
      return await iterator.next()
    }.value
  }

  @Test(arguments: [0, 1, 2])
  func equatableStatesAreDeduplicated(_ sent: Int) async {
    store.send(1)
    let states = store.states()
    var values = states.makeAsyncIterator()
    #expect(await values.next() == 1, "the current state first")
    store.send(sent)
    // A state equal to the last one is not yielded; a different one is.
    #expect(await buffered(states) == (sent == 1 ? nil : sent))
  }

  @Test(.timeLimit(.minutes(1)))
  func theStreamEndsWhenTheReaderIsCancelled() async {
    let (seen, report) = AsyncStream.makeStream(of: Int.self)
    let states = store.states()
    let reader = Task { @MainActor in
      var count = 0
      for await value in states {
        count += 1
        report.yield(value)
      }
      return count
    }
    var values = seen.makeAsyncIterator()
    #expect(await values.next() == 0)
    reader.cancel()
    // Returns only because the stream ended (the time limit fails the test otherwise).
    #expect(await reader.value == 1)
  }
}
