public import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A real HTTP/1.1 server on 127.0.0.1 that serves canned responses to tests.
///
/// It listens on an ephemeral port, accepts on a thread of its own and answers each connection on
/// another thread, so concurrent and delayed requests work. Every request it receives is recorded.
///
/// ```swift
/// let server = try LoopbackHTTPServer(routes: [.get("/v1/search", response: .json("{}"))])
/// defer { server.stop() }
/// // use server.baseURL, then check server.requests
/// ```
public final class LoopbackHTTPServer: Sendable {
  /// The server's address, e.g. `http://127.0.0.1:49152`, without a trailing slash.
  public let baseURL: URL
  /// The port it listens on.
  public let port: UInt16
  private let core: ServerCore

  /// Starts a server answering with the first route that matches each request (404 otherwise).
  public init(routes: [Route]) throws {
    let (fd, port) = try Socket.listenOnLoopback()
    guard let url = URL(string: "http://127.0.0.1:\(port)") else {
      close(fd)
      throw LoopbackServerError(call: "URL", code: 0)
    }
    self.port = port
    self.baseURL = url
    self.core = ServerCore(listenFD: fd, routes: routes)
    core.start()
  }

  deinit {
    core.stop()
  }

  /// Every request received so far, in arrival order.
  public var requests: [RecordedRequest] { core.requests }

  /// The most requests the server was ever answering at once (read, not yet answered).
  public var maximumConcurrentRequests: Int { core.maximumConcurrentRequests }

  /// The requests received so far for `path`.
  public func requests(to path: String) -> [RecordedRequest] {
    core.requests.filter { $0.path == path }
  }

  /// Suspends until a request to `path` (any path when `nil`) has been received, at once if one
  /// has: a test acts on a request in flight without polling. `false` if none came within
  /// `timeout`, which only bounds a test whose request never comes.
  public func waitForRequest(to path: String? = nil, timeout: Duration = .seconds(60)) async -> Bool
  {
    await core.waitForRequest(to: path, timeout: timeout)
  }

  /// Stops listening; the port is closed when this returns. Calling it again does nothing.
  public func stop() {
    core.stop()
  }

  /// A URL on 127.0.0.1 whose connections are refused: a port bound (never listened on) for
  /// the life of the process, so that no server started later can be given it.
  public static func refusedURL() throws -> URL {
    try refused.get()
  }

  private static let refused: Result<URL, any Error> = Result {
    let (_, port) = try Socket.listenOnLoopback(listening: false)
    guard let url = URL(string: "http://127.0.0.1:\(port)") else {
      throw LoopbackServerError(call: "URL", code: 0)
    }
    return url
  }

}
