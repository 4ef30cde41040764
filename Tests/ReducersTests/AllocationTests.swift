import MallocCounting
import Reducers
import Testing

/// Pins the paths that must not allocate (issue 12): an effect-free action sent to a root store,
/// through ten scopes, through ten levels of `pullback` + `combine`, to one element of a
/// `forEach` over 10,000 elements, and to an `ifLet` child; and what an effect round trip
/// allocates. Counts, not timings: each path is warmed up once (caches, metadata), then sent
/// 100 times while the test's thread counts its `malloc`/`calloc`/`realloc` calls (`Tests/Support/MallocCounting`, glibc builds without a
/// sanitizer).
@MainActor
@Suite(.enabled(if: malloc_counting_is_available(), "allocations are counted on glibc only"))
struct AllocationTests {
  /// The allocations `body` makes on this thread.
  func allocations(_ body: () -> Void) -> UInt64 {
    malloc_counting_start()
    body()
    return malloc_counting_stop()
  }

  @Test func theCounterSeesAnAllocation() {
    final class Box { var value = 0 }
    var boxes: [Box] = []
    let counted = allocations {
      for _ in 0..<10 { boxes.append(Box()) }
    }
    #expect(counted >= 10)
    #expect(boxes.count == 10)
  }

  @Test func theCounterSeesAnEffectThatAllocates() {
    let store = Store(
      initialState: AllocationFixtures.Counter(), reducer: AllocationFixtures.counterWithEffect,
      environment: ())
    store.send(.increment)
    let counted = allocations { store.send(.increment) }
    #expect(counted > 0)
  }

  @Test func rootSend() {
    let store = Store(
      initialState: AllocationFixtures.Counter(), reducer: AllocationFixtures.counter,
      environment: ())
    store.send(.increment)
    let counted = allocations {
      for _ in 0..<100 { store.send(.increment) }
    }
    #expect(counted == 0)
    #expect(store.count == 101)
  }

  @Test func sendThroughTenScopes() {
    let root = Store(
      initialState: AllocationFixtures.Counter(), reducer: AllocationFixtures.counter,
      environment: ())
    var store = root
    for _ in 0..<10 {
      store = store.scope(state: \.self, action: { $0 })
    }
    store.send(.increment)
    let counted = allocations {
      for _ in 0..<100 { store.send(.increment) }
    }
    #expect(counted == 0)
    #expect(root.count == 101)
  }

  @Test func pullbackAndCombineTenDeep() {
    let store = Store(
      initialState: AllocationFixtures.nested10Initial, reducer: AllocationFixtures.nested10,
      environment: ())
    store.send(AllocationFixtures.nested10Increment)
    let counted = allocations {
      for _ in 0..<100 { store.send(AllocationFixtures.nested10Increment) }
    }
    #expect(counted == 0)
    #expect(store.state.child.child.child.child.child.child.child.child.child.child.count == 101)
  }

  @Test func forEachElementOfTenThousand() {
    let store = Store(
      initialState: AllocationFixtures.Rows(
        rows: IdentifiedArray((0..<10_000).map { AllocationFixtures.Row(id: $0) })),
      reducer: AllocationFixtures.rows, environment: ())
    store.send(.row(id: 0, action: .increment))
    let counted = allocations {
      for index in 0..<100 { store.send(.row(id: index * 97, action: .increment)) }
    }
    #expect(counted == 0)
    #expect(store.rows[id: 97]?.count == 1)
    #expect(store.rows[id: 0]?.count == 2)
  }

  @Test func ifLetChild() {
    let store = Store(
      initialState: AllocationFixtures.Screen(detail: AllocationFixtures.Counter()),
      reducer: AllocationFixtures.screen, environment: ())
    store.send(.detail(.increment))
    let counted = allocations {
      for _ in 0..<100 { store.send(.detail(.increment)) }
    }
    #expect(counted == 0)
    #expect(store.detail?.count == 101)
  }

  /// The effect round trip (`.run { send in await send(.done) }`, `send(.start).finish()`, the
  /// benchmarks' scenario 5) makes 8 allocations: the operation's closure (the reducer makes it),
  /// the send's `EffectLineage`, the `Send` bound to that lineage, the job's closure and
  /// `Task.immediate`'s, the task and the first slab of its allocator, and the operation's
  /// `EffectCompletion`. The interpreter keeps its frames small so that one slab holds them in
  /// an optimised build; a debug build's larger frames need a second slab: 9. Nothing waits or hops: the effect has sent `.done` when `send` returns,
  /// so `finish()` does not suspend. (16 before the one interpreter, issue 12.)
  ///
  /// Counted in a detached task: a task copies its creator's task-locals (here Swift Testing's)
  /// into each effect task, one allocation each, which would count the test framework too.
  @Test func effectRoundTrip() async {
    let counts = await Task.detached { await Self.roundTripAllocations(count: 10) }.value
    #expect(counts.allSatisfy { $0 == Self.expectedRoundTripAllocations }, "\(counts)")
  }

  /// The allocations of `count` round trips, each counted alone, after a warm-up.
  @MainActor
  static func roundTripAllocations(count: Int) async -> [UInt64] {
    let store = Store(
      initialState: AllocationFixtures.Counter(), reducer: AllocationFixtures.roundTrip,
      environment: (), runtime: .global())
    for _ in 0..<10 { await store.send(.start).finish() }
    var counts: [UInt64] = []
    for _ in 0..<count {
      malloc_counting_start()
      await store.send(.start).finish()
      counts.append(malloc_counting_stop())
    }
    #expect(store.count == 10 + count)
    return counts
  }

  #if DEBUG
    static let expectedRoundTripAllocations: UInt64 = 9
  #else
    static let expectedRoundTripAllocations: UInt64 = 8
  #endif
}
