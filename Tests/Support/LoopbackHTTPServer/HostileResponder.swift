import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Answers one request with a ``HostileBehaviour``, stopping as soon as the client hangs up or
/// the server stops.
enum HostileResponder {
  static func answer(
    _ behaviour: HostileBehaviour, to request: RecordedRequest, on fd: Int32,
    isStopped: () -> Bool
  ) {
    switch behaviour {
    case .oversized(let bytes, let declared):
      let length = declared ? "Content-Length: \(bytes)\r\n" : ""
      guard transmit(head(200, "Content-Type: application/json\r\n" + length), fd) else { return }
      var remaining = bytes
      var chunk = [UInt8](repeating: UInt8(ascii: " "), count: 64 * 1024)
      chunk[0] = UInt8(ascii: "{")
      while remaining > 0, !isStopped() {
        let part = chunk.prefix(remaining)
        guard transmit(Array(part), fd) else { return }
        remaining -= part.count
        chunk[0] = UInt8(ascii: " ")
      }
    case .gzipBomb(let decodedBytes):
      let body = GzipBomb.cached(inflatingTo: decodedBytes)
      _ = transmit(
        head(
          200,
          "Content-Type: application/json\r\nContent-Encoding: gzip\r\n"
            + "Content-Length: \(body.count)\r\n") + body, fd)
    case .slowDrip(let interval, let bytes):
      guard
        transmit(head(200, "Content-Type: application/json\r\nContent-Length: \(bytes)\r\n"), fd)
      else { return }
      let milliseconds = Int32(
        interval.components.seconds * 1000
          + interval.components.attoseconds / 1_000_000_000_000_000)
      for index in 0..<bytes {
        if isStopped() || Socket.peerHasClosed(fd) { return }
        _ = Socket.poll(fd, events: 0, milliseconds: max(1, milliseconds))
        guard transmit([index == 0 ? UInt8(ascii: "{") : UInt8(ascii: " ")], fd) else { return }
      }
    case .redirectLoop:
      _ = transmit(head(302, "Location: \(request.path)\r\nContent-Length: 0\r\n"), fd)
    case .notHTTP:
      _ = transmit(Array("hello, this is not HTTP\n".utf8), fd)
    case .noAnswer:
      break
    case .endlessHeaders(let bytes):
      guard transmit(Array("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n".utf8), fd)
      else { return }
      let filler = String(repeating: "a", count: 100)
      var sent = 0
      var index = 0
      while sent < bytes, !isStopped() {
        var lines = ""
        for _ in 0..<64 {
          lines += "X-Filler-\(index): \(filler)\r\n"
          index += 1
        }
        guard transmit(Array(lines.utf8), fd) else { return }
        sent += lines.utf8.count
      }
      _ = transmit(Array("Content-Length: 2\r\nConnection: close\r\n\r\n{}".utf8), fd)
    }
  }

  /// A status line and `headers` (each ending in CRLF), closing the connection afterwards.
  private static func head(_ status: Int, _ headers: String) -> [UInt8] {
    Array(
      ("HTTP/1.1 \(status) \(HTTPResponseWriter.reasonPhrase(status))\r\n" + headers
        + "Connection: close\r\n\r\n").utf8)
  }

  /// Sends every byte; `false` once the client has gone.
  private static func transmit(_ bytes: [UInt8], _ fd: Int32) -> Bool {
    var offset = 0
    while offset < bytes.count {
      let sent = bytes.withUnsafeBytes { buffer in
        send(fd, buffer.baseAddress.map { $0 + offset }, bytes.count - offset, Int32(MSG_NOSIGNAL))
      }
      if sent <= 0 { return false }
      offset += sent
    }
    return true
  }
}
