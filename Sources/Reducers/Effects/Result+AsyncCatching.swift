extension Result where Failure == any Error {
  /// `await Result { try await client.search(query) }`: the outcome of asynchronous work as a
  /// value, for an effect to send back (TCA code spells it `TaskResult`, or this with
  /// swift-concurrency-extras).
  public nonisolated(nonsending) init(
    catching body: nonisolated(nonsending) () async throws -> Success
  ) async {
    do {
      self = .success(try await body())
    } catch {
      self = .failure(error)
    }
  }
}
