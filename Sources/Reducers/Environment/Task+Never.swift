extension Task where Success == Never, Failure == Never {
  /// Suspends until the task is cancelled, then throws `CancellationError`: an effect that keeps
  /// running (holding a subscription, say) until it is cancelled, and a test endpoint that never
  /// answers. swift-concurrency-extras' `Task.never()`.
  public static func never() async throws -> Never {
    // An `AsyncStream` that nobody feeds ends its iteration when the task is cancelled.
    let (stream, continuation) = AsyncStream<Never>.makeStream()
    for await _ in stream {}
    withExtendedLifetime(continuation) {}
    throw _Concurrency.CancellationError()
  }
}
