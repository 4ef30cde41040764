import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A loopback HTTP server that answers every request with one recorded Open-Meteo forecast
/// (the tests' fixture), so that the benchmark can time `weather forecast` with its request,
/// and nothing of the internet, in the measurement. One thread, one connection at a time: the
/// benchmark runs one process at a time.
final class RecordedForecastServer: Sendable {
  /// The URL to put in `OPEN_METEO_URL`.
  let baseURL: String
  private let listener: Int32

  /// Listens on 127.0.0.1 at a port the kernel picks; `nil` when the fixture or the socket
  /// cannot be had.
  init?(fixture: String) {
    guard let body = FileManager.default.contents(atPath: fixture) else { return nil }
    #if canImport(Glibc)
      let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
      let fd = socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard fd >= 0 else { return nil }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
        bind(fd, address, length) == 0 && listen(fd, 16) == 0
          && getsockname(fd, address, &length) == 0
      }
    }
    guard bound else {
      close(fd)
      return nil
    }
    listener = fd
    baseURL = "http://127.0.0.1:\(UInt16(bigEndian: address.sin_port))"
    let head = Data(
      ("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: \(body.count)\r\n"
        + "Connection: close\r\n\r\n").utf8)
    let response = head + body
    Thread.detachNewThread { Self.serve(fd, response) }
  }

  /// Answers each connection once its request head has arrived, then closes it.
  private static func serve(_ listener: Int32, _ response: Data) {
    while true {
      let connection = accept(listener, nil, nil)
      guard connection >= 0 else {
        if errno == EINTR { continue }
        return
      }
      var request = [UInt8]()
      var buffer = [UInt8](repeating: 0, count: 4096)
      while !request.ends(with: [13, 10, 13, 10]), request.count < 65536 {
        let count = read(connection, &buffer, buffer.count)
        guard count > 0 else { break }
        request += buffer[..<count]
      }
      response.withUnsafeBytes { bytes in
        guard let start = bytes.baseAddress else { return }
        var offset = 0
        while offset < bytes.count {
          let sent = send(connection, start + offset, bytes.count - offset, Int32(MSG_NOSIGNAL))
          guard sent > 0 else { break }
          offset += sent
        }
      }
      close(connection)
    }
  }
}

extension Array where Element == UInt8 {
  fileprivate func ends(with suffix: [UInt8]) -> Bool {
    count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix
  }
}
