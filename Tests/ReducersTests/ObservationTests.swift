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

  @Test func equatableStatesAreDeduplicated() async {
    let seen = Seen()
    let reader = Task { @MainActor in
      for await value in store.states() { seen.values.append(value) }
    }
    await yieldUntil { seen.values == [0] }
    // Each send waits for the reader, so a duplicate that got through would be seen.
    for (value, expected) in [(1, [0, 1]), (1, [0, 1]), (2, [0, 1, 2]), (2, [0, 1, 2]), (3, [0, 1, 2, 3])] {
      store.send(value)
      await yieldUntil { seen.values.count >= expected.count }
      await Task.megaYield()
      #expect(seen.values == expected)
    }
    reader.cancel()
  }

  /// Yields until `condition` holds (at most a few thousand times).
  private func yieldUntil(_ condition: () -> Bool) async {
    for _ in 0..<5_000 where !condition() { await Task.yield() }
  }

  @Test func theStreamEndsWhenTheReaderIsCancelled() async {
    let reader = Task { @MainActor in
      var count = 0
      for await _ in store.states() { count += 1 }
      return count
    }
    await Task.megaYield()
    reader.cancel()
    let count = await reader.value
    #expect(count >= 1)
  }
}

@MainActor
final class Seen {
  var values: [Int] = []
}
