import Reducers
import Testing

/// `ifLet` asks at run time whether its child is `Identifiable`, through a table that remembers
/// the answer per type; these check the table against the language's own answer.
struct IdentifiableTypesTests {
  struct Plain {}
  struct Identified: Identifiable { let id: Int }
  struct Box<Wrapped>: Identifiable { var id: Int }

  @Test func answersAsTheCastDoes() {
    for _ in 0..<3 {
      #expect(IdentifiableTypes.contains(Identified.self))
      #expect(!IdentifiableTypes.contains(Plain.self))
      #expect(!IdentifiableTypes.contains(Int.self))
      #expect(IdentifiableTypes.contains(Box<Plain>.self))
    }
  }

  /// Far more types than the table has slots (256), asked twice in turn: whichever types share
  /// a slot, each answer is the cast's.
  @Test func typesSharingASlotKeepTheirOwnAnswers() {
    var types: [Any.Type] = []
    func collect<T>(_ type: T.Type, depth: Int) {
      types.append(type)
      guard depth > 0 else { return }
      collect(Box<T>.self, depth: depth - 1)
      collect([T].self, depth: depth - 1)
    }
    collect(Plain.self, depth: 9)  // 1,023 distinct types, half of them Identifiable
    #expect(types.count == 1_023)
    var wrong = 0
    for _ in 0..<2 {
      for type in types where IdentifiableTypes.contains(type) != (type is any Identifiable.Type) {
        wrong += 1
      }
    }
    #expect(wrong == 0)
  }
}
