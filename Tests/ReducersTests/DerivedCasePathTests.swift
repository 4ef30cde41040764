import Reducers
import ReducersTesting
import Testing

/// Case paths made from the case alone: every payload layout the runtime uses, told apart from
/// their neighbours, with no `Mirror`.
struct DerivedCasePathTests {
  final class Box: Sendable, Equatable {
    let value: Int
    init(_ value: Int) { self.value = value }
    static func == (lhs: Box, rhs: Box) -> Bool { lhs.value == rhs.value }
  }
  struct Large: Equatable, Sendable { var a, b, c, d, e: Int; var text: String }
  enum Inner: Equatable, Sendable { case leaf(String), other }

  // Class payloads: the tag lives in the pointers' spare bits, which projection must clear.
  enum Action: Sendable {
    case box(Box)
    case other(Box)
    case number(Int)
    case twin(Int)
    case large(Large)
    case pair(Int, String)
    case labelled(id: Int)
    case labelledPair(id: Int, name: String)
    case inner(Inner)
    case error(any Error)
    case optional(Int?)
    case plain
    case another
    indirect case recursive(Action)
  }

  enum Generic<Value: Sendable>: Sendable {
    case value(Value)
    case values([Value])
    case none
  }

  enum Single: Sendable { case only(String) }

  struct Problem: Error, Equatable {}

  @Test func extractsEveryPayloadLayoutAndNothingElse() {
    let box = CasePath(Action.box)
    #expect(box.extract(from: .box(Box(1))) == Box(1))
    #expect(box.extract(from: .other(Box(1))) == nil)
    #expect(box.extract(from: .plain) == nil)
    #expect(box.extract(from: .recursive(.box(Box(1)))) == nil)

    let number = CasePath(Action.number)
    let twin = CasePath(Action.twin)
    #expect(number.extract(from: .number(3)) == 3)
    #expect(number.extract(from: .twin(3)) == nil, "two cases carry an Int: told apart")
    #expect(twin.extract(from: .twin(4)) == 4)
    #expect(twin.extract(from: .number(4)) == nil)

    let large = Large(a: 1, b: 2, c: 3, d: 4, e: 5, text: String(repeating: "x", count: 40))
    #expect(CasePath(Action.large).extract(from: .large(large)) == large)
    #expect(CasePath(Action.pair).extract(from: .pair(1, "x")).map { "\($0.0)\($0.1)" } == "1x")
    #expect(CasePath(Action.labelled).extract(from: .labelled(id: 9)) == 9)
    #expect(
      CasePath(Action.labelledPair).extract(from: .labelledPair(id: 2, name: "n")).map {
        "\($0.0)\($0.1)"
      } == "2n")
    #expect(CasePath(Action.inner).extract(from: .inner(.leaf("y"))) == .leaf("y"))
    #expect(CasePath(Action.inner).extract(from: .inner(.other)) == .other)
    #expect(CasePath(Action.error).extract(from: .error(Problem())) as? Problem == Problem())
    #expect(CasePath(Action.optional).extract(from: .optional(nil)) == .some(nil))
    #expect(CasePath(Action.optional).extract(from: .optional(5)) == 5)
    let recursive = CasePath(Action.recursive)
    #expect(recursive.extract(from: .recursive(.number(7))).flatMap(number.extract(from:)) == 7)
    #expect(recursive.extract(from: .number(7)) == nil)
  }

  @Test func extractsFromGenericAndSingleCaseEnums() {
    #expect(CasePath(Generic<String>.value).extract(from: .value("a")) == "a")
    #expect(CasePath(Generic<String>.value).extract(from: .values(["a"])) == nil)
    #expect(CasePath(Generic<Box>.values).extract(from: .values([Box(2)])) == [Box(2)])
    #expect(CasePath(Generic<Box>.values).extract(from: .none) == nil)
    #expect(CasePath(Single.only).extract(from: .only("s")) == "s")
    let some = CasePath(Optional<Box>.some)
    #expect(some.extract(from: Box(3)) == Box(3))
    #expect(some.extract(from: nil) == nil)
  }

  @Test func casesWithoutPayloadAreNamedByTheCase() {
    let plain = CasePath(case: Action.plain)
    #expect(plain.matches(.plain))
    #expect(!plain.matches(.another))
    #expect(!plain.matches(.number(0)))
    #expect(!plain.matches(.box(Box(0))))
    if case .plain = plain.embed(()) {} else { Issue.record("embed builds the case") }
    #expect(CasePath(case: Generic<Int>.none).matches(.none))
    #expect(!CasePath(case: Generic<Int>.none).matches(.value(0)))
  }

  final class Tracked: Sendable {
    let deinits: Counter
    init(_ deinits: Counter) { self.deinits = deinits }
    deinit { deinits.add() }
  }
  final class Counter: @unchecked Sendable {
    var count = 0
    func add() { count += 1 }
  }
  enum Holder: Sendable { case tracked(Tracked), plain, indirectly(Indirect) }
  indirect enum Indirect: Sendable { case tracked(Tracked), end }

  @Test func extractionNeitherLeaksNorOverReleasesThePayload() {
    // The payload is projected out of a copy, copied, and the tag put back: one retain for the
    // value returned, released with it; none left behind.
    let deinits = Counter()
    do {
      let root = Holder.tracked(Tracked(deinits))
      let nested = Holder.indirectly(.tracked(Tracked(deinits)))
      for _ in 0..<100 {
        _ = CasePath(Holder.tracked).extract(from: root)
        _ = CasePath(Holder.indirectly).extract(from: nested).flatMap {
          CasePath(Indirect.tracked).extract(from: $0)
        }
      }
      #expect(deinits.count == 0)
    }
    #expect(deinits.count == 2)
  }

  @Test func aPathThatCannotBeDerivedFailsWhereItIsMade() async {
    let line = UInt(#line) + 2
    let failures = await withCapturedFailures {
      let composed = CasePath<Action, String> { Action.inner(.leaf($0)) }
      #expect(composed.extract(from: .inner(.leaf("x"))) == nil)
      let notAnEnum = CasePath<Large, Int> { Large(a: $0, b: 0, c: 0, d: 0, e: 0, text: "") }
      #expect(notAnEnum.extract(from: Large(a: 1, b: 0, c: 0, d: 0, e: 0, text: "")) == nil)
    }
    #expect(failures.count == 2)
    #expect(failures.first?.message.contains("No case of") == true)
    #expect(failures.first?.message.contains("carries a Swift.String") == true)
    #expect(failures.last?.message.contains("it is not an enum") == true)
    #expect(failures.first?.location.line == line)
  }
}
