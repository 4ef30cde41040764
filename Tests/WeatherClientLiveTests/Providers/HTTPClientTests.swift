import Foundation
import LoopbackHTTPServer
import Testing
import WeatherClientLive
import WeatherFeatures

@Suite struct HTTPClientTests {
  let server: LoopbackHTTPServer
  /// Generous, so a loaded machine never turns an immediate answer into a timeout.
  let client = HTTPClient(timeout: .seconds(30))

  init() throws {
    server = try LoopbackHTTPServer(routes: [
      .get(
        "/ok",
        response: CannedResponse(
          status: 200, headers: ["X-Test": "yes"],
          body: Data("hello".utf8))),
      .get("/teapot", response: .json(#"{"error":true}"#, status: 418)),
      .get("/slow", response: .json("{}", delay: .farPastAnyTimeout)),
    ])
  }

  @Test func returnsStatusHeadersAndBody() async throws {
    let response = try await client.get(server.baseURL.appending(path: "ok"))
    #expect(response.statusCode == 200)
    #expect(response.headers["x-test"] == "yes")
    #expect(response.body == Data("hello".utf8))
    #expect(response.isSuccess)
  }

  @Test func returnsErrorStatusesWithoutThrowing() async throws {
    let response = try await client.get(server.baseURL.appending(path: "teapot"))
    #expect(response.statusCode == 418)
    #expect(!response.isSuccess)
  }

  @Test func unknownPathIs404FromTheServer() async throws {
    let response = try await client.get(server.baseURL.appending(path: "nowhere"))
    #expect(response.statusCode == 404)
    #expect(server.requests.map(\.path) == ["/nowhere"])
  }

  @Test func slowAnswerTimesOut() async throws {
    let impatient = HTTPClient(timeout: .milliseconds(500))
    await #expect(throws: WeatherError.timedOut) {
      _ = try await impatient.get(server.baseURL.appending(path: "slow"))
    }
  }

  @Test func refusedConnectionIsOffline() async throws {
    let url = try LoopbackHTTPServer.refusedURL().appending(path: "ok")
    let error = await #expect(throws: WeatherError.self) { _ = try await client.get(url) }
    guard case .offline(let detail) = error else {
      Issue.record("expected offline, got \(String(describing: error))")
      return
    }
    #expect(detail.contains("127.0.0.1"))
  }

  @Test func cancellationStopsASlowRequest() async throws {
    let slowClient = HTTPClient(timeout: .seconds(30))
    let url = server.baseURL.appending(path: "slow")
    let task = Task { try await slowClient.get(url) }
    task.cancel()
    await #expect(throws: CancellationError.self) { _ = try await task.value }
  }

  @Test func cancellationDuringTransferStopsIt() async throws {
    let slowClient = HTTPClient(timeout: .seconds(30))
    let url = server.baseURL.appending(path: "slow")
    let task = Task { try await slowClient.get(url) }
    #expect(await server.waitForRequest(to: "/slow"))
    task.cancel()
    await #expect(throws: CancellationError.self) { _ = try await task.value }
  }

  @Test func redactsTheAPIKey() throws {
    let url = try #require(
      URL(string: "https://api.example.com/data?q=Paris&appid=s3cret&units=metric"))
    let text = SecretRedaction.redacted(url)
    #expect(!text.contains("s3cret"))
    #expect(text == "https://api.example.com/data?q=Paris&appid=REDACTED&units=metric")
  }
}
