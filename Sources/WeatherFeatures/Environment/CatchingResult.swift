/// The outcome of `operation` as a `Result` of ``WeatherError``, for sending back as an action.
func result<Success: Sendable>(
  _ operation: () async throws -> Success
) async -> Result<Success, WeatherError> {
  do {
    return .success(try await operation())
  } catch {
    return .failure(WeatherError(error))
  }
}
