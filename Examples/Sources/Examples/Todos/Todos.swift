import Foundation
import Reducers

/// Which todos the list shows.
enum Filter: CaseIterable, Hashable, Sendable {
  case all, active, completed
}

/// TCA's Todos demo: a list of `Todo` rows with `forEach`; adding, deleting (also through a
/// filter), clearing the completed, reordering, and a debounced sort that moves completed
/// todos to the end a second after the last check box changed.
struct Todos: ReducerProtocol {
  struct State: Equatable {
    var isEditing = false
    var filter: Filter = .all
    var todos: IdentifiedArrayOf<Todo.State> = []

    var filteredTodos: IdentifiedArrayOf<Todo.State> {
      switch filter {
      case .active: todos.filter { !$0.isComplete }
      case .all: todos
      case .completed: todos.filter(\.isComplete)
      }
    }
  }

  enum Action: BindableAction, Equatable, Sendable {
    case addTodoButtonTapped
    case binding(BindingAction<State>)
    case clearCompletedButtonTapped
    case delete(IndexSet)
    case move(IndexSet, Int)
    case sortCompletedTodos
    case todos(IdentifiedActionOf<Todo>)
  }

  struct Environment: Sendable {
    var clock: any Clock<Duration>
    var uuid: UUIDGenerator
  }

  enum CancelID { case todoCompletion }

  /// How long after the last check box change the completed todos move down.
  static let sortDelay = Duration.seconds(1)
  /// How long after a move the list is sorted again.
  static let moveSortDelay = Duration.milliseconds(100)

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action, environment in
      switch action {
      case .addTodoButtonTapped:
        state.todos.insert(Todo.State(id: environment.uuid()), at: 0)
        return .none

      case .binding:
        return .none

      case .clearCompletedButtonTapped:
        state.todos.removeAll(where: \.isComplete)
        return .none

      case .delete(let offsets):
        // The offsets are the filtered list's: the rows the user sees.
        let filteredTodos = state.filteredTodos
        for offset in offsets where filteredTodos.indices.contains(offset) {
          state.todos.remove(id: filteredTodos[offset].id)
        }
        return .none

      case .move(var source, var destination):
        if state.filter == .completed {
          let filteredTodos = state.filteredTodos
          source = IndexSet(source.compactMap { state.todos.index(id: filteredTodos[$0].id) })
          destination =
            destination < filteredTodos.endIndex
            ? state.todos.index(id: filteredTodos[destination].id) ?? destination
            : state.todos.endIndex
        }
        state.todos.move(fromOffsets: source, toOffset: destination)
        return .run { send in
          try await environment.clock.sleep(for: Self.moveSortDelay)
          await send(.sortCompletedTodos)
        }

      case .sortCompletedTodos:
        state.todos.sort { $1.isComplete && !$0.isComplete }
        return .none

      case .todos(.element(_, .binding(\.isComplete))):
        // Ticking several boxes in a row sorts once, a second after the last.
        return .run { send in
          try await environment.clock.sleep(for: Self.sortDelay)
          await send(.sortCompletedTodos)
        }
        .cancellable(id: CancelID.todoCompletion, cancelInFlight: true)

      case .todos:
        return .none
      }
    }
    .forEach(\.todos, action: Action.todos) { Todo() }
  }
}
