import Foundation
import LoopbackHTTPServer
import Testing
import WeatherClientLive
import WeatherFeatures

@Suite struct LoopbackHTTPServerTests {
  let server: LoopbackHTTPServer
  let client = HTTPClient(timeout: .seconds(10))

  init() throws {
    server = try LoopbackHTTPServer(routes: [
      .get("/echo", query: ["mode": "a"], response: .json(#"{"route":"a"}"#)),
      .get("/echo", response: .json(#"{"route":"any"}"#)),
      .get("/slow", response: .json("{}", delay: .milliseconds(300))),
    ])
  }

  @Test func listensOnAnEphemeralLoopbackPort() {
    #expect(server.baseURL.host == "127.0.0.1")
    #expect(server.port > 0)
    #expect(server.baseURL.port == Int(server.port))
  }

  @Test func picksTheFirstMatchingRoute() async throws {
    let a = try await client.get(
      server.baseURL.appending(path: "echo").appending(queryItems: [
        URLQueryItem(name: "mode", value: "a")
      ]))
    let other = try await client.get(server.baseURL.appending(path: "echo"))
    #expect(String(decoding: a.body, as: UTF8.self) == #"{"route":"a"}"#)
    #expect(String(decoding: other.body, as: UTF8.self) == #"{"route":"any"}"#)
    #expect(a.headers["content-type"] == "application/json; charset=utf-8")
  }

  @Test func recordsDecodedQueryItems() async throws {
    let url = try #require(
      URL(string: "\(server.baseURL.absoluteString)/echo?name=S%C3%A3o%20Paulo&x=a%2Bb&y=c+d"))
    _ = try await client.get(url)
    let request = try #require(server.requests.first)
    #expect(request.method == "GET")
    #expect(request.path == "/echo")
    #expect(request.query == ["name": "São Paulo", "x": "a+b", "y": "c d"])
  }

  @Test func answersConcurrentConnections() async throws {
    let client = self.client
    let url = server.baseURL.appending(path: "slow")
    let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
      for _ in 0..<8 { group.addTask { try await client.get(url).statusCode } }
      return try await group.reduce(into: []) { $0.append($1) }
    }
    #expect(statuses == Array(repeating: 200, count: 8))
    #expect(server.requests(to: "/slow").count == 8)
  }

  @Test func refusesConnectionsOnceStopped() async throws {
    let url = server.baseURL.appending(path: "echo")
    server.stop()
    server.stop()
    let error = await #expect(throws: WeatherError.self) { _ = try await client.get(url) }
    guard case .offline = error else {
      Issue.record("expected offline, got \(String(describing: error))")
      return
    }
  }
}
