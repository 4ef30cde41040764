import Foundation
import Reducers
import ReducersTesting
import Testing

@testable import Examples

/// TCA's TodosTests, on `forEach` with bindings in each row.
@MainActor
struct TodosTests {
  let clock = TestClock()

  func makeStore(
    _ todos: IdentifiedArrayOf<Todo.State> = []
  ) -> TestStoreOf<Todos> {
    TestStoreOf<Todos>(
      initialState: Todos.State(todos: todos), reducer: Todos(),
      environment: Todos.Environment(clock: clock, uuid: .incrementing))
  }

  /// Todos 0, 1, … with the given completion.
  static func todos(_ isComplete: Bool...) -> IdentifiedArrayOf<Todo.State> {
    IdentifiedArray(
      isComplete.enumerated().map { Todo.State(id: UUID($0.offset), isComplete: $0.element) })
  }

  @Test func addTodo() async {
    let store = makeStore()

    await store.send(.addTodoButtonTapped) {
      $0.todos.insert(Todo.State(id: UUID(0)), at: 0)
    }
    await store.send(.addTodoButtonTapped) {
      $0 = Todos.State(todos: [Todo.State(id: UUID(1)), Todo.State(id: UUID(0))])
    }
    await store.finish()
  }

  @Test func editTodo() async {
    let store = makeStore(Self.todos(false))

    await store.send(
      .todos(.element(id: UUID(0), action: .binding(.set(\.description, "Learn Reducers"))))
    ) {
      $0.todos[id: UUID(0)]?.description = "Learn Reducers"
    }
    await store.finish()
  }

  @Test func completeTodo() async {
    let store = makeStore(Self.todos(false, false))

    await store.send(.todos(.element(id: UUID(0), action: .binding(.set(\.isComplete, true))))) {
      $0.todos[id: UUID(0)]?.isComplete = true
    }
    await clock.advance(by: Todos.sortDelay)
    await store.receive(.sortCompletedTodos) {
      $0.todos = [$0.todos[1], $0.todos[0]]
    }
    await store.finish()
  }

  @Test func completeTodoDebounces() async {
    let store = makeStore(Self.todos(false, false))

    await store.send(.todos(.element(id: UUID(0), action: .binding(.set(\.isComplete, true))))) {
      $0.todos[id: UUID(0)]?.isComplete = true
    }
    await clock.advance(by: .milliseconds(500))
    await store.send(.todos(.element(id: UUID(0), action: .binding(.set(\.isComplete, false))))) {
      $0.todos[id: UUID(0)]?.isComplete = false
    }
    await clock.advance(by: Todos.sortDelay - .milliseconds(1))
    await clock.advance(by: .milliseconds(1))
    await store.receive(.sortCompletedTodos)
    await store.finish()
  }

  /// Editing the text of a row starts no sort: only the check box does.
  @Test func editingTextDoesNotSort() async throws {
    let store = makeStore(Self.todos(true, false))

    await store.send(.todos(.element(id: UUID(1), action: .binding(.set(\.description, "Milk"))))) {
      $0.todos[id: UUID(1)]?.description = "Milk"
    }
    try await clock.checkSuspension()
    await store.finish()
  }

  @Test func clearCompleted() async {
    let store = makeStore(Self.todos(false, true))

    await store.send(.clearCompletedButtonTapped) {
      $0.todos = [$0.todos[0]]
    }
    await store.finish()
  }

  @Test func delete() async {
    let store = makeStore(Self.todos(false, false, false))

    await store.send(.delete([1])) {
      $0.todos = [$0.todos[0], $0.todos[2]]
    }
    await store.finish()
  }

  @Test func deleteWhileFiltered() async {
    let store = makeStore(Self.todos(false, false, true))

    await store.send(.binding(.set(\.filter, .completed))) { $0.filter = .completed }
    await store.send(.delete([0])) {
      $0.todos = [$0.todos[0], $0.todos[1]]
    }
    await store.finish()
  }

  @Test func editModeMoving() async {
    let store = makeStore(Self.todos(false, false, false))

    await store.send(.binding(.set(\.isEditing, true))) { $0.isEditing = true }
    await store.send(.move([0], 2)) {
      $0.todos = [$0.todos[1], $0.todos[0], $0.todos[2]]
    }
    await clock.advance(by: Todos.moveSortDelay)
    await store.receive(.sortCompletedTodos)
    await store.finish()
  }

  @Test func editModeMovingWithFilter() async {
    let store = makeStore(Self.todos(false, false, true, true))

    await store.send(.binding(.set(\.isEditing, true))) { $0.isEditing = true }
    await store.send(.binding(.set(\.filter, .completed))) { $0.filter = .completed }
    await store.send(.move([0], 2)) {
      $0.todos = [$0.todos[0], $0.todos[1], $0.todos[3], $0.todos[2]]
    }
    await clock.advance(by: Todos.moveSortDelay)
    await store.receive(.sortCompletedTodos)
    await store.finish()
  }

  @Test func filteredEdit() async {
    let store = makeStore(Self.todos(false, true))

    await store.send(.binding(.set(\.filter, .completed))) { $0.filter = .completed }
    await store.send(
      .todos(.element(id: UUID(1), action: .binding(.set(\.description, "Did this already"))))
    ) {
      $0.todos[id: UUID(1)]?.description = "Did this already"
    }
    await store.finish()
  }

  /// A completed todo removed while its sort waits: the sort still runs, over what is left.
  @Test func clearCompletedWhileTheSortWaits() async {
    let store = makeStore(Self.todos(false, false, false))

    await store.send(.todos(.element(id: UUID(0), action: .binding(.set(\.isComplete, true))))) {
      $0.todos[id: UUID(0)]?.isComplete = true
    }
    await store.send(.clearCompletedButtonTapped) {
      $0.todos = [$0.todos[1], $0.todos[2]]
    }
    await clock.advance(by: Todos.sortDelay)
    await store.receive(.sortCompletedTodos)
    await store.finish()
  }

  /// An action for a row that is gone is a programmer error, reported (TCA's wording).
  @Test func actionForARemovedRowIsReported() async {
    let store = makeStore(Self.todos(false))

    await store.send(.delete([0])) { $0.todos = [] }
    await withKnownIssue {
      await store.send(.todos(.element(id: UUID(0), action: .binding(.set(\.description, "Late")))))
    } matching: { issue in
      issue.description.contains("missing element")
    }
    await store.finish()
  }
}
