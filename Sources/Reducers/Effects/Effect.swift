import ReducersDebugging

/// Work a reducer asks the store to do after it has changed state: nothing, an action to send at
/// once, or asynchronous work that sends actions back.
///
/// An effect is a description, not running work: the store decides when it starts, and can cancel
/// it by id. Effects compose with ``merge(_:)-(...)``, ``concatenate(_:)-(...)``,
/// ``map(_:)``, ``cancellable(id:cancelInFlight:)``, ``debounce(id:for:clock:)`` and
/// ``throttle(id:for:clock:latest:)``.
public struct Effect<Action: Sendable>: Sendable {
  /// The work of a `.run` effect: it runs on the actor of the task that calls it.
  @usableFromInline
  typealias Work = nonisolated(nonsending) @Sendable (Send<Action>) async -> Void

  @usableFromInline
  enum Operation: Sendable {
    case none
    case send(Action)
    /// The priority is stored as `TaskPriority`'s raw value: `TaskPriority` is a resilient
    /// type, and one case holding it made every `Effect` a value of unknown layout, copied and
    /// destroyed through runtime metadata on every action.
    case run(UInt8?, Work)
    case merge([Effect<Action>])
    case concatenate([Effect<Action>])
    indirect case cancellable(id: EffectID, cancelInFlight: Bool, Effect<Action>)
    case cancel([EffectID])
    /// Every cancellation id beneath is namespaced by this one (one `forEach` element, one
    /// `ifLet` child), so that the same id in two elements names two different effects.
    indirect case scoped(EffectID, Effect<Action>)
    /// Built when the store starts it, with that store's runtime (for per-store state) and the
    /// scope it runs in.
    case withRuntime(@Sendable (EffectRuntime, EffectID?) -> Effect<Action>)
  }

  @usableFromInline
  let operation: Operation

  @usableFromInline
  init(_ operation: Operation) {
    self.operation = operation
  }

  /// Whether this effect does nothing; used to skip work on the hot path.
  @inlinable
  public var isNone: Bool {
    if case .none = operation { return true }
    return false
  }
}

extension Effect {
  /// An effect that does nothing.
  @inlinable
  public static var none: Self { Self(.none) }

  /// Sends `action` to the store right after the current action, through its queue.
  ///
  /// Prefer calling shared logic directly; this exists for the cases where another reducer in a
  /// composition must see the action.
  public static func send(_ action: Action) -> Self {
    Self(.send(action))
  }

  /// Runs `operation` in a new task; it sends actions back through `send`.
  ///
  /// Returned by a reducer, the task starts at once, inside the `send` that returned the effect,
  /// on the store's actor (the main actor), and `operation` runs there until it awaits real
  /// asynchronous work (a request, a sleep): an effect that only sends back has done so, through
  /// the store's queue, when `send` returns. Inside a concatenation it starts when its turn
  /// comes, also on the main actor. Keep heavy computation out of the synchronous part, or mark
  /// a helper `@concurrent` to move it off the main actor.
  ///
  /// An error thrown by `operation` goes to `handler`. Without a handler it is reported as a
  /// programmer error (a test failure inside a `TestStore`), except `CancellationError` and any
  /// error thrown after the effect was cancelled, which end the effect quietly.
  public static func run(
    priority: TaskPriority? = nil,
    operation:
      nonisolated(nonsending) @escaping @Sendable (_ send: Send<Action>) async throws
      -> Void,
    catch handler: (
      nonisolated(nonsending) @Sendable (_ error: any Error, _ send: Send<Action>)
        async -> Void
    )? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> Self {
    Self(
      .run(priority?.rawValue) { storeSend in
        // As in TCA, an action sent after the operation returned (an escaped `send`) is
        // reported, and still delivered.
        let completion = EffectCompletion(
          send: storeSend, fileID: fileID, filePath: filePath, line: line, column: column)
        defer { completion.complete() }
        let send = Send<Action>(send: completion.send)
        do {
          try await operation(send)
        } catch {
          await completion.fail(with: error, handler: handler, send: send)
        }
      })
  }
}

/// Reports an action sent through an effect's `send` after the effect returned, in TCA's words.
func reportActionAfterCompletion(
  _ action: some Sendable,
  fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
) {
  reportIssue(
    """
    An action was sent from a completed effect:

      Action:
    \(customDump(action).indented(by: 4))

      Effect returned from:
        "\(fileID):\(line)"

    Avoid sending actions using the 'send' argument from 'Effect.run' after the effect has \
    completed. This can happen if you escape the 'send' argument in an unstructured context.

    To fix this, make sure that your 'run' closure does not return until you're done calling \
    'send'.
    """,
    fileID: fileID, filePath: filePath, line: line, column: column)
}
