import Reducers

public struct Row: Identifiable, Equatable, Sendable {
  public let id: Int
  public var count = 0

  public init(id: Int) {
    self.id = id
  }
}

public struct Rows: Equatable, Sendable {
  public var rows: IdentifiedArrayOf<Row>

  public init(rows: IdentifiedArrayOf<Row>) {
    self.rows = rows
  }
}

public enum RowsAction: Equatable, Sendable {
  case row(id: Int, action: CounterAction)

  public static let rowPath = CasePath<RowsAction, (Int, CounterAction)>(
    embed: { RowsAction.row(id: $0.0, action: $0.1) },
    extract: {
      guard case .row(let id, let action) = $0 else { return nil }
      return (id, action)
    })
}

public let rowReducer = Reducer<Row, CounterAction, Void> { row, action, _ in
  switch action {
  case .increment:
    row.count += 1
    return .none
  }
}

public let rowsReducer = Reducer<Rows, RowsAction, Void>.empty.forEach(
  state: \.rows, action: RowsAction.rowPath, environment: { _ in }, element: rowReducer)
