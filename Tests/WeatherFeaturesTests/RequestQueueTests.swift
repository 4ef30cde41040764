import Testing
import WeatherFeatures

/// The queue on its own: slots, order, restarts and what it hands back to start or cancel.
struct RequestQueueTests {
  @Test func startsAtMostItsWidthInOrderAndOneMoreForEachFinished() {
    var queue = RequestQueue<Int>(width: 2)
    #expect(queue.request([1, 2, 3, 4]) == [1, 2])
    #expect(queue.waiting == [3, 4])
    #expect(queue.finish(2) == [3])
    #expect(queue.finish(4) == [], "a waiting one finished gives no slot")
    #expect(queue.finish(1) == [])
    #expect(queue.inFlight == [3] && queue.waiting.isEmpty)
  }

  @Test func askingAgainRestartsWhatIsInFlightAndKeepsTheTurnOfWhatWaits() {
    var queue = RequestQueue<Int>(width: 1)
    #expect(queue.request([1, 2]) == [1])
    #expect(queue.request([2, 1, 3, 3]) == [1])
    #expect(queue.waiting == [2, 3])
  }

  @Test func keepingDropsTheUnwantedAndFillsTheirSlots() {
    var queue = RequestQueue<Int>(width: 2)
    _ = queue.request([1, 2, 3, 4, 5])
    let (cancelled, started) = queue.keep { $0 != 1 && $0 != 3 }
    #expect(cancelled == [1])
    #expect(started == [4])
    #expect(queue.inFlight == [2, 4] && queue.waiting == [5])
    #expect(Set(queue.removeAll()) == [2, 4])
    #expect(queue.isEmpty)
  }

  @Test func aWidthBelowOneIsOne() {
    var queue = RequestQueue<Int>(width: 0)
    #expect(queue.width == 1)
    #expect(queue.request([1, 2]) == [1])
    var narrowed = RequestQueue<Int>(width: 4)
    narrowed.width = 0
    #expect(narrowed.width == 1)
    #expect(narrowed.request([1, 2]) == [1], "a width set to 0 later still starts one")
  }
}
