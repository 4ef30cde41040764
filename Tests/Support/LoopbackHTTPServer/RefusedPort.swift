public import Foundation
import Glibc

/// A loopback port whose connections are refused for as long as this value lives: the socket is
/// bound but never listens, so no server started meanwhile (by a test running in parallel) can
/// be given the same port and answer requests meant to fail.
public final class RefusedPort: Sendable {
  /// `http://127.0.0.1:<port>`.
  public let url: URL
  private let fd: Int32

  /// Reserves a port.
  public init() throws {
    let (fd, port) = try Socket.listenOnLoopback(listening: false)
    guard let url = URL(string: "http://127.0.0.1:\(port)") else {
      close(fd)
      throw LoopbackServerError(call: "URL", code: 0)
    }
    self.fd = fd
    self.url = url
  }

  deinit {
    close(fd)
  }
}
