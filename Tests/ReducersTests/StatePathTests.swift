import Reducers
import Testing

/// `pullback`, `ifLet` and `forEach` address a stored property by its offset and anything else
/// through its key path (issue 12): every kind of key path must reach the same state.
@MainActor
struct StatePathTests {
  struct Inner: Equatable, Sendable {
    var count = 0
  }

  struct Parent: Equatable, Sendable {
    var padding: (Int8, Int64) = (0, 0)
    var inner = Inner()
    var nested = Nested()
    var setterCalls = 0
    /// A computed property: writes go through its setter, which counts them.
    var viaSetter: Inner {
      get { inner }
      set {
        inner = newValue
        setterCalls += 1
      }
    }
    var optional: Inner? = Inner()
    var optionalSetterCalls = 0
    /// A computed optional: writes go through its setter, which counts them.
    var optionalViaSetter: Inner? {
      get { optional }
      set {
        optional = newValue
        optionalSetterCalls += 1
      }
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.inner == rhs.inner && lhs.nested == rhs.nested && lhs.setterCalls == rhs.setterCalls
        && lhs.optional == rhs.optional && lhs.padding == rhs.padding
    }
  }

  struct Nested: Equatable, Sendable {
    var flag = false
    var inner = Inner()
  }

  final class Model: @unchecked Sendable {
    var inner = Inner()
  }

  static let increment = Reducer<Inner, Void, Void> { state, _, _ in
    state.count += 1
    return .none
  }

  static let always = CasePath<Void, Void>(embed: { $0 }, extract: { $0 })

  func send(
    _ path: WritableKeyPath<Parent, Inner>, to parent: inout Parent
  ) {
    let reducer = Self.increment.pullback(state: path, action: Self.always, environment: { $0 })
    _ = reducer.reduce(into: &parent, action: (), environment: ())
  }

  @Test func aStoredPropertyAfterPaddingIsReachedAtItsOffset() {
    var parent = Parent()
    send(\.inner, to: &parent)
    #expect(parent.inner.count == 1)
    #expect(parent.nested.inner.count == 0)
    #expect(parent.padding == (0, 0))
  }

  @Test func aPathOfSeveralStoredPropertiesIsReached() {
    var parent = Parent()
    send(\.nested.inner, to: &parent)
    send(\.nested.inner, to: &parent)
    #expect(parent.nested.inner.count == 2)
    #expect(parent.inner.count == 0)
    #expect(parent.nested.flag == false)
  }

  @Test func aComputedPropertyIsWrittenThroughItsSetter() {
    var parent = Parent()
    send(\.viaSetter, to: &parent)
    #expect(parent.inner.count == 1)
    #expect(parent.setterCalls == 1)
  }

  @Test func aClassRootIsWrittenThroughTheReference() {
    var model = Model()
    let original = model
    let reducer = Self.increment.pullback(
      state: \Model.inner, action: Self.always, environment: { $0 })
    _ = reducer.reduce(into: &model, action: (), environment: ())
    #expect(original.inner.count == 1)
    #expect(model === original)
  }

  @Test func ifLetReachesTheOptionalChildAndSeesItGo() {
    let parent = Reducer<Parent, Void, Void> { state, _, _ in
      state.optional = state.optional?.count == 1 ? nil : state.optional
      return .none
    }
    .ifLet(state: \.optional, action: Self.always, environment: { $0 }, then: Self.increment)
    var state = Parent()
    _ = parent.reduce(into: &state, action: (), environment: ())
    #expect(state.optional == nil)
    #expect(state.inner.count == 0)
  }

  @Test func ifLetReachesAComputedOptionalThroughItsSetter() {
    let parent = Reducer<Parent, Void, Void>.empty
      .ifLet(
        state: \.optionalViaSetter, action: Self.always, environment: { $0 },
        then: Self.increment)
    var state = Parent()
    _ = parent.reduce(into: &state, action: (), environment: ())
    _ = parent.reduce(into: &state, action: (), environment: ())
    #expect(state.optional?.count == 2)
    #expect(state.optionalSetterCalls == 2)
  }

  struct Row: Identifiable, Equatable, Sendable {
    let id: Int
    var inner = Inner()
  }

  struct Table: Equatable, Sendable {
    var title = ""
    var sections = Sections()
  }

  struct Sections: Equatable, Sendable {
    var rows: IdentifiedArrayOf<Row> = [Row(id: 1), Row(id: 2)]
    var setterCalls = 0
    /// A computed collection: writes go through its setter, which counts them.
    var rowsViaSetter: IdentifiedArrayOf<Row> {
      get { rows }
      set {
        rows = newValue
        setterCalls += 1
      }
    }
  }

  /// Counts one action in each row it reaches through `rows`.
  static func table(
    _ rows: WritableKeyPath<Table, IdentifiedArrayOf<Row>>
  ) -> some ReducerProtocol<Table, (Int, Void), Void> {
    let element = Reducer<Row, Void, Void> { row, _, _ in
      row.inner.count += 1
      return .none
    }
    return Reducer<Table, (Int, Void), Void>.empty.forEach(
      state: rows, action: CasePath(embed: { $0 }, extract: { $0 }), environment: { $0 },
      element: element)
  }

  @Test func forEachReachesACollectionNestedInStoredProperties() {
    let table = Self.table(\.sections.rows)
    var state = Table()
    _ = table.reduce(into: &state, action: (2, ()), environment: ())
    _ = table.reduce(into: &state, action: (2, ()), environment: ())
    #expect(state.sections.rows[id: 2]?.inner.count == 2)
    #expect(state.sections.rows[id: 1]?.inner.count == 0)
  }

  @Test func forEachReachesAComputedCollectionThroughItsSetter() {
    let table = Self.table(\.sections.rowsViaSetter)
    var state = Table()
    _ = table.reduce(into: &state, action: (1, ()), environment: ())
    #expect(state.sections.rows[id: 1]?.inner.count == 1)
    #expect(state.sections.rows[id: 2]?.inner.count == 0)
    #expect(state.sections.setterCalls == 1)
  }
}
