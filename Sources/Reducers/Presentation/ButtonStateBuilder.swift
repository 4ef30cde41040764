/// Lists the buttons of an ``AlertState`` or a ``ConfirmationDialogState``, with `if`, `else`
/// and `for` as in any result builder.
@resultBuilder
public enum ButtonStateBuilder<Action> {
  /// The buttons listed, in order.
  public static func buildBlock(_ components: [ButtonState<Action>]...) -> [ButtonState<Action>] {
    components.flatMap { $0 }
  }

  /// One button.
  public static func buildExpression(_ button: ButtonState<Action>) -> [ButtonState<Action>] {
    [button]
  }

  /// The buttons of an `if` without `else`, when it held.
  public static func buildOptional(_ buttons: [ButtonState<Action>]?) -> [ButtonState<Action>] {
    buttons ?? []
  }

  /// The buttons of the first branch of an `if`/`else`.
  public static func buildEither(first buttons: [ButtonState<Action>]) -> [ButtonState<Action>] {
    buttons
  }

  /// The buttons of the second branch of an `if`/`else`.
  public static func buildEither(second buttons: [ButtonState<Action>]) -> [ButtonState<Action>] {
    buttons
  }

  /// The buttons of each pass of a `for` loop.
  public static func buildArray(_ buttons: [[ButtonState<Action>]]) -> [ButtonState<Action>] {
    buttons.flatMap { $0 }
  }
}
