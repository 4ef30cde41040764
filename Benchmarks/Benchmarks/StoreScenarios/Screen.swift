import Reducers

/// A screen with an optional detail, present while measured.
public struct Screen: Equatable, Sendable {
  public var detail: Counter? = Counter()

  public init() {}
}

public enum ScreenAction: Equatable, Sendable {
  case detail(CounterAction)

  public static let detailPath = CasePath<ScreenAction, CounterAction>(
    embed: ScreenAction.detail,
    extract: {
      guard case .detail(let action) = $0 else { return nil }
      return action
    })
}

public let screenReducer = Reducer<Screen, ScreenAction, Void>.empty.ifLet(
  state: \.detail, action: ScreenAction.detailPath, environment: { _ in }, then: counterReducer)
