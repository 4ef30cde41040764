/// The outcome of `operation` as a `Result` of ``WeatherError``, for sending back as an action.
///
/// Runs `operation` where it is called (an effect runs on the store's actor), so that a client
/// whose work starts before its first suspension starts it in the order effects asked.
nonisolated(nonsending) func result<Success: Sendable>(
  _ operation: nonisolated(nonsending) () async throws -> Success
) async -> Result<Success, WeatherError> {
  do {
    return .success(try await operation())
  } catch {
    return .failure(WeatherError(error))
  }
}
