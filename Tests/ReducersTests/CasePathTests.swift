import Reducers
import Testing

struct CasePathTests {
  enum Action: Equatable, Sendable {
    case a(Int)
    case b(Int)
    case pair(Int, String)
    case labelled(id: Int)
    case nested(Inner)
    case plain
  }

  enum Inner: Equatable, Sendable { case leaf(String) }

  @Test func explicitPathEmbedsAndExtracts() {
    let path = CasePath<Action, Int>(embed: Action.a) {
      guard case .a(let value) = $0 else { return nil }
      return value
    }
    #expect(path.embed(1) == .a(1))
    #expect(path.extract(.a(2)) == 2)
    #expect(path.extract(.b(2)) == nil)
  }

  @Test func reflectedPathTellsCasesWithTheSamePayloadApart() {
    let a = CasePath(Action.a)
    #expect(a.extract(.a(3)) == 3)
    #expect(a.extract(.b(3)) == nil)
    #expect(a.extract(.plain) == nil)
    let pair = CasePath(Action.pair)
    #expect(pair.extract(.pair(1, "x")).map { "\($0.0)\($0.1)" } == "1x")
    let labelled = CasePath(Action.labelled)
    #expect(labelled.extract(.labelled(id: 9)) == 9)
  }

  @Test func pathsAppend() {
    let path = CasePath(Action.nested).appending(path: CasePath(Inner.leaf))
    #expect(path.embed("x") == .nested(.leaf("x")))
    #expect(path.extract(.nested(.leaf("y"))) == "y")
    #expect(path.extract(.plain) == nil)
    #expect(CasePath<Int, Int>.identity.extract(4) == 4)
  }
}
