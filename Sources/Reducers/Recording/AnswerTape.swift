import ReducersDebugging

/// Where the answers of a feature's environment go: recorded by a ``StoreRecorder`` as the app
/// runs, served back by a test's `Replay` (ReducersTesting), so that a recorded session replays
/// without the network, the disk or real time.
///
/// A feature wraps the endpoints it wants replayed once, in one function that both the app and
/// the generated test call:
///
/// <!-- fragment -->
/// ```swift
/// extension Facts.Environment {
///   func taped(_ tape: some AnswerTape) -> Self {
///     var environment = self
///     environment.fact = tape.endpoint("fact", fact)
///     environment.now = tape.endpoint("now", now)
///     environment.clock = tape.clock(clock)
///     return environment
///   }
/// }
/// ```
///
/// Answers are matched by endpoint name in the order they were given, so an endpoint's name says
/// what it answers ("fact", "search"), not how it is called. Values cross as JSON: an endpoint's
/// result is `Codable`; its inputs are only compared, as `customDump` text.
public protocol AnswerTape: Sendable {
  /// Answers a call of `endpoint` with `input` (its `customDump` text), by calling `call` or
  /// from the tape.
  func answer<Output: Codable & Sendable>(
    endpoint: String, input: String, _ call: () async throws -> Output
  ) async throws -> Output

  /// The same for a synchronous endpoint, such as the current date.
  func answerNow<Output: Codable & Sendable>(
    endpoint: String, input: String, _ call: () -> Output
  ) -> Output

  /// `base`, with the sleeps started on it on the tape: how far a test advances its clock.
  func clock(_ base: any Clock<Duration>) -> any Clock<Duration>
}

extension AnswerTape {
  /// `base`, answering through the tape under `name`.
  public func endpoint<each Input, Output: Codable & Sendable>(
    _ name: String, _ base: @escaping @Sendable (repeat each Input) async throws -> Output
  ) -> @Sendable (repeat each Input) async throws -> Output {
    { (input: repeat each Input) in
      try await answer(endpoint: name, input: describe(repeat each input)) {
        try await base(repeat each input)
      }
    }
  }

  /// `base`, an endpoint that cannot fail (a cache that answers `nil` when it has nothing),
  /// answering through the tape under `name`; a replay without an answer for it calls `base`.
  public func endpoint<each Input, Output: Codable & Sendable>(
    _ name: String, _ base: @escaping @Sendable (repeat each Input) async -> Output
  ) -> @Sendable (repeat each Input) async -> Output {
    { (input: repeat each Input) in
      let answered = try? await answer(endpoint: name, input: describe(repeat each input)) {
        await base(repeat each input)
      }
      if let answered { return answered }
      return await base(repeat each input)
    }
  }

  /// `base`, an endpoint that answers nothing (a save, a delete), answering through the tape
  /// under `name`: the tape keeps when it returned and what it threw.
  public func endpoint<each Input>(
    _ name: String, _ base: @escaping @Sendable (repeat each Input) async throws -> Void
  ) -> @Sendable (repeat each Input) async throws -> Void {
    { (input: repeat each Input) in
      _ = try await answer(endpoint: name, input: describe(repeat each input)) {
        try await base(repeat each input)
        return Done()
      }
    }
  }

  /// `base`, a synchronous endpoint (a date, an id), answering through the tape under `name`.
  public func endpoint<Output: Codable & Sendable>(
    _ name: String, _ base: @escaping @Sendable () -> Output
  ) -> @Sendable () -> Output {
    { answerNow(endpoint: name, input: "", base) }
  }
}

/// What an endpoint that answers nothing answered: `{}` on the tape.
private struct Done: Codable, Sendable {}

/// The inputs of a call as one text, to check that a replay answers the same request.
private func describe<each Input>(_ input: repeat each Input) -> String {
  var parts: [String] = []
  for value in repeat each input { parts.append(customDump(value)) }
  return parts.joined(separator: ", ")
}
