import Reducers
import ReducersTesting
import Synchronization
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

  // Payloads as large as the enum that holds them: the payload was once loaded as `Value?`, a
  // byte past the root (AddressSanitizer: dynamic-stack-buffer-overflow; without it, a stray
  // byte that could read as `nil`).
  enum OneInt: Sendable { case child(Int) }
  enum OneOptional: Sendable { case child(Int?) }
  enum LeafAction: Equatable, Sendable { case start, stop }
  enum MiddleAction: Equatable, Sendable {
    case leaf(LeafAction), row(Int, LeafAction), close, remove(Int)
  }
  enum RootAction: Equatable, Sendable { case first(MiddleAction), second(MiddleAction), close }

  @Test func payloadsAsLargeAsTheEnumAreReadWithinIt() {
    for value in [0, 1, -1, .max, .min] {
      #expect(CasePath(OneInt.child).extract(from: .child(value)) == value)
      #expect(CasePath(OneOptional.child).extract(from: .child(value)) == .some(value))
    }
    #expect(CasePath(OneOptional.child).extract(from: .child(nil)) == .some(nil))
    let middles: [MiddleAction] = [.leaf(.stop), .row(.max, .stop), .close, .remove(-1)]
    for middle in middles {
      #expect(CasePath(RootAction.first).extract(from: .first(middle)) == middle)
      #expect(CasePath(RootAction.first).extract(from: .second(middle)) == nil)
      #expect(CasePath(RootAction.second).extract(from: .second(middle)) == middle)
    }
    #expect(CasePath(MiddleAction.row).extract(from: .row(7, .start)).map { $0.0 } == 7)
    #expect(CasePath(MiddleAction.remove).extract(from: .row(7, .start)) == nil)
  }

  // Class payloads in two cases: the tag lives in the pointers' spare bits, inside the payload.
  enum Shared: Sendable { case a(Box), b(Box), small(Int8), empty }
  // Whole-enum `indirect`, and an `indirect` case whose payload is larger than the box pointer.
  indirect enum Tree: Sendable { case leaf(Large), node(Tree, Tree), empty }
  indirect enum Boxed: Sendable { case large(Large), plain(Int) }
  protocol Shape: Sendable { var sides: Int { get } }
  struct Square: Shape { var sides: Int { 4 } }
  enum Nested: Sendable { case inner(Inner), shape(any Shape), unit(Void), pair((Int, Box)) }

  @Test func spareBitsIndirectExistentialVoidAndNestedPayloads() {
    let shared: [Shared] = [.a(Box(1)), .b(Box(2)), .small(3), .empty]
    #expect(shared.map { CasePath(Shared.a).extract(from: $0)?.value } == [1, nil, nil, nil])
    #expect(shared.map { CasePath(Shared.b).extract(from: $0)?.value } == [nil, 2, nil, nil])
    #expect(shared.map { CasePath(Shared.small).extract(from: $0) } == [nil, nil, 3, nil])

    let large = Large(a: 9, b: 8, c: 7, d: 6, e: 5, text: String(repeating: "t", count: 30))
    #expect(CasePath(Tree.leaf).extract(from: .leaf(large)) == large)
    #expect(CasePath(Tree.leaf).extract(from: .empty) == nil)
    let node = CasePath(Tree.node).extract(from: .node(.leaf(large), .empty))
    #expect(node.flatMap { CasePath(Tree.leaf).extract(from: $0.0) } == large)
    #expect(CasePath(Boxed.large).extract(from: .large(large)) == large)
    #expect(CasePath(Boxed.large).extract(from: .plain(1)) == nil)
    #expect(CasePath(Boxed.plain).extract(from: .plain(1)) == 1)

    #expect(CasePath(Nested.shape).extract(from: .shape(Square()))?.sides == 4)
    #expect(CasePath(Nested.unit).extract(from: .unit(())) != nil)
    #expect(CasePath(Nested.unit).extract(from: .inner(.other)) == nil)
    #expect(CasePath(Nested.pair).extract(from: .pair((1, Box(5))))?.1 == Box(5))
    let leaf = CasePath(Nested.inner).appending(path: CasePath(Inner.leaf))
    #expect(leaf.extract(from: .inner(.leaf("deep"))) == "deep")
    #expect(leaf.extract(from: .inner(.other)) == nil)
    #expect(CasePath(Generic<Large>.value).extract(from: .value(large)) == large)
    #expect(CasePath(Optional<Large>.some).extract(from: large) == large)
  }

  enum Row: Sendable { case rows(IdentifiedAction<Int, LeafAction>), other(Int) }

  @Test func identifiedPathsReadTheIDAndActionPair() {
    let rows = CasePath<Row, (Int, LeafAction)>(identified: Row.rows)
    let pair = rows.extract(from: .rows(.element(id: 42, action: .stop)))
    #expect(pair?.0 == 42)
    #expect(pair?.1 == .stop)
    #expect(rows.extract(from: .other(42)) == nil)
    if case .rows(.element(let id, .start)) = rows.embed((3, .start)) {
      #expect(id == 3)
    } else {
      Issue.record("embed builds the identified case")
    }
  }

  struct Form: Equatable { var name = "" }
  enum FormAction: BindableAction {
    case binding(BindingAction<Form>)
    case submit
  }
  enum NoBindingCase: BindableAction {
    case submit
    static func binding(_ action: BindingAction<Form>) -> Self { .submit }
  }

  @Test func bindableActionsFindTheirBindingCaseFromTheLayout() async {
    #expect(FormAction.binding(.set(\.name, "x")).binding == .set(\.name, "x"))
    #expect(FormAction.submit.binding == nil)
    var form = Form()
    FormAction.binding(.set(\.name, "y")).binding?.set(&form)
    #expect(form.name == "y")
    let failures = await withCapturedFailures { #expect(NoBindingCase.submit.binding == nil) }
    #expect(failures.isEmpty, "an action without the case carries no binding, unreported")
  }

  // Two one-byte payloads and a tag byte after them: a payload value equal to a tag (0, 1)
  // must not be read as one.
  enum Bytes: Equatable, Sendable { case a(UInt8), b(UInt8), c }
  // Every payload has spare bits (pointers): the tag lives inside the payloads' bytes.
  enum Pointers: Sendable { case a(Box), b(Box), empty }
  enum Unit: Sendable { case only }
  enum Level: Sendable { case child(Unit), tap }

  @Test func tagBytesTellTheCaseWhereTheEnumHasThem() {
    #expect(CasePath(Action.large).readsTagBytes, "an Int payload leaves no spare bits")
    #expect(CasePath(Level.child).readsTagBytes, "a payload without spare values")
    #expect(!CasePath(case: Pointers.empty).readsTagBytes, "a payload-less case")
    let b: UInt = 0x7001_0050
    #expect(CasePath(Bytes.b, constructor: b).extract(from: .a(1), constructor: b) == nil)
    #expect(CasePath(Bytes.b, constructor: b).readsTagBytes, "its case learnt")
    let pointersA: UInt = 0x7001_0060
    #expect(
      CasePath(Pointers.a, constructor: pointersA).extract(from: .a(Box(1)), constructor: pointersA)
        == Box(1))
    #expect(CasePath(Pointers.a, constructor: pointersA).namesOneCase)
    #expect(
      CasePath(Pointers.a, constructor: pointersA).readsTagBytes,
      "the tag in the pointers' spare bits")
    #expect(!CasePath(Inner.leaf).readsTagBytes, "a single payload with spare values")
    for value: UInt8 in [0, 1, 2, 255] {
      #expect(CasePath(Bytes.a).extract(from: .a(value)) == value)
      #expect(CasePath(Bytes.a).extract(from: .b(value)) == nil)
      #expect(CasePath(Bytes.b, constructor: b).extract(from: .b(value)) == value)
      #expect(CasePath(Bytes.b, constructor: b).extract(from: .a(value)) == nil)
    }
    #expect(CasePath(Bytes.a).extract(from: .c) == nil)
    #expect(CasePath(Bytes.b, constructor: b).extract(from: .c) == nil)
    #expect(CasePath(Level.child).extract(from: .child(.only)) != nil)
    #expect(CasePath(Level.child).extract(from: .tap) == nil)
    let pointers: [Pointers] = [.a(Box(1)), .b(Box(2)), .empty]
    #expect(pointers.map { CasePath(Pointers.b).extract(from: $0)?.value } == [nil, 2, nil])
  }

  // Optimised code passes a constructor as a function with no context, which keys the table of
  // constructors; a debug build wraps it in a context, so the key is given here.
  @Test func aConstructorLearnsItsCaseAmongCasesOfTheSamePayload() {
    let number: UInt = 0x7001_0010
    #expect(!CasePath(Action.number, constructor: number).namesOneCase)
    #expect(
      CasePath(Action.number, constructor: number).extract(from: .twin(4), constructor: number)
        == nil)
    #expect(CasePath(Action.number, constructor: number).namesOneCase, "learnt from .twin")
    #expect(CasePath(Action.number, constructor: number).extract(from: .number(3)) == 3)
    #expect(CasePath(Action.number, constructor: number).extract(from: .twin(3)) == nil)

    let twin: UInt = 0x7001_0020
    #expect(
      CasePath(Action.twin, constructor: twin).extract(from: .twin(5), constructor: twin) == 5)
    #expect(CasePath(Action.twin, constructor: twin).namesOneCase)
    #expect(CasePath(Action.twin, constructor: twin).extract(from: .number(5)) == nil)
    #expect(CasePath(Action.twin, constructor: twin).extract(from: .twin(6)) == 6)

    let large: UInt = 0x7001_0030
    #expect(CasePath(Action.large, constructor: large).namesOneCase, "one case: kept at once")
    #expect(CasePath(Action.large, constructor: large).extract(from: .plain) == nil)
  }

  // A path kept from before its case was learnt (a store's `scope`, a stored composition)
  // reads the learnt case: it builds the case from a payload once, not on every extraction.
  @Test func aPathMadeBeforeItsCaseWasLearntStopsBuildingTheCase() {
    let key: UInt = 0x7001_0100
    let builds = Mutex(0)
    let twin = CasePath<Action, Int>(
      { value in
        builds.withLock { $0 += 1 }
        return .twin(value)
      }, constructor: key)
    #expect(!twin.namesOneCase, "made before anything was learnt")
    #expect(twin.extract(from: .twin(1), constructor: key) == 1)
    #expect(builds.withLock { $0 } == 1, "learnt from its first payload")
    for value in 2...5 {
      #expect(twin.extract(from: .twin(value), constructor: key) == value)
      #expect(twin.extract(from: .number(value), constructor: key) == nil)
    }
    #expect(builds.withLock { $0 } == 1, "never built again")
  }

  // `Spare.text` and `Spare.other` both carry a `String`, tagged in its spare bits: a path made
  // before `text` was learnt reads the learnt case's bits and projects the payload out of them.
  @Test func aPathMadeBeforeItsCaseWasLearntReadsASpareBitsPayload() {
    let key: UInt = 0x7001_0200
    let text = CasePath<Spare, String>({ .text($0) }, constructor: key)
    #expect(!text.namesOneCase, "made before anything was learnt")
    #expect(text.extract(from: .text("first"), constructor: key) == "first")
    #expect(
      CasePath<Spare, String>({ .text($0) }, constructor: key).readsTagBytes,
      "learnt, and told by its tag bits")
    for value in ["", "a", "a string longer than fifteen bytes"] {
      #expect(text.extract(from: .text(value), constructor: key) == value)
      #expect(text.extract(from: .other(value), constructor: key) == nil)
    }
    #expect(text.extract(from: .flag(true), constructor: key) == nil)
    #expect(text.extract(from: .none, constructor: key) == nil)
    #expect(text.extract(from: .done, constructor: key) == nil)
  }

  @Test func aFunctionThatBuildsNoCaseOfThePayloadIsNotLearnt() {
    let key: UInt = 0x7001_0040
    let plain = CasePath<Action, Int>({ _ in .plain }, constructor: key)
    #expect(plain.extract(from: .number(1), constructor: key) == nil)
    #expect(plain.extract(from: .plain, constructor: key) == nil)
    #expect(!CasePath<Action, Int>({ _ in .plain }, constructor: key).namesOneCase)
  }

  // The tag in `String`'s and `Bool`'s spare bits, beside payload values of every shape.
  enum Spare: Equatable, Sendable { case text(String), flag(Bool), other(String), none, done }
  // Two `Bool` payloads and many cases without one: these take more tag values than the
  // payload cases and the first of them set bits for, which no mask of those bits may confuse.
  enum Overflow: Equatable, Sendable {
    case a(Bool), b(Bool)
    case e0, e1, e2, e3, e4, e5, e6, e7, e8, e9, e10, e11, e12, e13, e14, e15, e16, e17
  }

  @Test func tagBitsAgreeWithTheWitnessForEveryValue() {
    let texts = ["", "a", "short", String(repeating: "long text ", count: 8), "ünï", "🌦️"]
    var spares: [Spare] = [.none, .done, .flag(true), .flag(false)]
    spares += texts.flatMap { [Spare.text($0), Spare.other($0)] }
    for value in spares {
      if case .text(let text) = value {
        #expect(CasePath(Spare.text).extract(from: value) == text)
      } else {
        #expect(CasePath(Spare.text).extract(from: value) == nil)
      }
      if case .flag(let flag) = value {
        #expect(CasePath(Spare.flag).extract(from: value) == flag)
      } else {
        #expect(CasePath(Spare.flag).extract(from: value) == nil)
      }
    }
    #expect(CasePath(Spare.flag).readsTagBytes)
    let empties: [Overflow] = [
      .e0, .e1, .e2, .e3, .e4, .e5, .e6, .e7, .e8, .e9, .e10, .e11, .e12, .e13, .e14, .e15,
      .e16, .e17,
    ]
    for value in empties + [.a(true), .a(false), .b(true), .b(false)] {
      let a: Bool? = if case .a(let flag) = value { flag } else { nil }
      let b: Bool? = if case .b(let flag) = value { flag } else { nil }
      let aKey: UInt = 0x7001_0070
      let bKey: UInt = 0x7001_0080
      _ = CasePath(Overflow.a, constructor: aKey).extract(from: .a(true), constructor: aKey)
      _ = CasePath(Overflow.b, constructor: bKey).extract(from: .b(true), constructor: bKey)
      #expect(CasePath(Overflow.a, constructor: aKey).extract(from: value) == a, "\(value)")
      #expect(CasePath(Overflow.b, constructor: bKey).extract(from: value) == b, "\(value)")
    }
  }

  enum Empty: Equatable, Sendable { case only }
  // `child` and `other` carry a payload of no size: the layout counts them as cases without a
  // payload, told by their whole value (index and tag), beside payloads with spare bits.
  enum ZeroSized: Equatable, Sendable {
    case text(String), child(Empty), number(Int), other(Empty), tap, refresh
  }

  @Test func casesWithPayloadsOfNoSizeAreToldByTheirWholeValue() {
    let values: [ZeroSized] = [
      .text(""), .text("x"), .text(String(repeating: "y", count: 40)), .child(.only),
      .number(0), .number(-1), .number(.max), .other(.only), .tap, .refresh,
    ]
    let child: UInt = 0x7001_0090
    let other: UInt = 0x7001_00A0
    _ = CasePath(ZeroSized.child, constructor: child).extract(
      from: .child(.only), constructor: child)
    _ = CasePath(ZeroSized.other, constructor: other).extract(
      from: .other(.only), constructor: other)
    #expect(CasePath(ZeroSized.child, constructor: child).readsTagBytes)
    for value in values {
      #expect(
        (CasePath(ZeroSized.child, constructor: child).extract(from: value) != nil)
          == (value == .child(.only)))
      #expect(
        (CasePath(ZeroSized.other, constructor: other).extract(from: value) != nil)
          == (value == .other(.only)))
      let number: Int? = if case .number(let number) = value { number } else { nil }
      #expect(CasePath(ZeroSized.number).extract(from: value) == number)
    }
  }

  // Sizes from 3 to 41 bytes (an extra tag byte after payloads of 2 to 40), and a payload
  // aligned to 16: each read through its bitwise image, or in place where no image fits.
  enum Size3: Equatable, Sendable { case a(UInt16), b(UInt8), c }
  enum Size9: Equatable, Sendable { case a(Int), b(Bool), c }
  enum Size25: Equatable, Sendable { case a(String, Int), b(Int), c }
  enum Size33: Equatable, Sendable { case a(String, String), b(Int), c }
  enum Size41: Equatable, Sendable { case a(String, String, Int), b(Int), c }
  enum Aligned16: Equatable, Sendable { case a(SIMD4<Float>), b(Int), c }

  @Test func rootsOfEverySizeAndAlignmentAreReadWhole() {
    #expect(
      [
        MemoryLayout<Size3>.size, MemoryLayout<Size9>.size, MemoryLayout<Size25>.size,
        MemoryLayout<Size33>.size, MemoryLayout<Size41>.size, MemoryLayout<Aligned16>.alignment,
      ] == [3, 9, 25, 33, 41, 16])
    let heap = String(repeating: "h", count: 40)
    for value in [Size3.a(0x1234), .b(7), .c] {
      #expect(CasePath(Size3.a).extract(from: value) == (value == .a(0x1234) ? 0x1234 : nil))
      #expect(CasePath(Size3.b).extract(from: value) == (value == .b(7) ? 7 : nil))
    }
    for value in [Size9.a(-5), .b(true), .c] {
      #expect(CasePath(Size9.a).extract(from: value) == (value == .a(-5) ? -5 : nil))
      #expect(CasePath(Size9.b).extract(from: value) == (value == .b(true) ? true : nil))
    }
    for value in [Size25.a(heap, 3), .b(4), .c] {
      #expect(
        CasePath(Size25.a).extract(from: value).map { [$0.0, "\($0.1)"] }
          == (value == .c || value == .b(4) ? nil : [heap, "3"]))
      #expect(CasePath(Size25.b).extract(from: value) == (value == .b(4) ? 4 : nil))
    }
    for value in [Size33.a("x", heap), .b(4), .c] {
      #expect(
        CasePath(Size33.a).extract(from: value).map { [$0.0, $0.1] }
          == (value == .a("x", heap) ? ["x", heap] : nil))
      #expect(CasePath(Size33.b).extract(from: value) == (value == .b(4) ? 4 : nil))
    }
    for value in [Size41.a("x", heap, 9), .b(4), .c] {
      #expect(
        CasePath(Size41.a).extract(from: value).map { [$0.0, $0.1, "\($0.2)"] }
          == (value == .a("x", heap, 9) ? ["x", heap, "9"] : nil))
      #expect(CasePath(Size41.b).extract(from: value) == (value == .b(4) ? 4 : nil))
    }
    for value in [Aligned16.a(SIMD4(1, 2, 3, 4)), .b(4), .c] {
      #expect(
        CasePath(Aligned16.a).extract(from: value)
          == (value == .c || value == .b(4) ? nil : SIMD4(1, 2, 3, 4)))
      #expect(CasePath(Aligned16.b).extract(from: value) == (value == .b(4) ? 4 : nil))
    }
  }
}
