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
    let values = Task { @MainActor in
      var values: [Int] = []
      for await value in store.states() {
        values.append(value)
        if value == 3 { break }
      }
      return values
    }
    await Task.megaYield()
    for value in [1, 1, 2, 2, 3] {
      store.send(value)
      await Task.megaYield()
    }
    #expect(await values.value == [0, 1, 2, 3])
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
