#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Thin wrappers over the socket calls the server needs.
enum Socket {
  /// A TCP socket listening on 127.0.0.1 at an ephemeral port, and that port; with
  /// `listening` false, only bound (without `SO_REUSEADDR`), so that connections to the port are
  /// refused and no other socket can take it while this one is open.
  static func listenOnLoopback(
    backlog: Int32 = 64, listening: Bool = true
  ) throws(LoopbackServerError) -> (fd: Int32, port: UInt16) {
    #if canImport(Glibc)
      let streamType = Int32(SOCK_STREAM.rawValue)
    #else
      let streamType = SOCK_STREAM
    #endif
    let fd = socket(AF_INET, streamType, 0)
    guard fd >= 0 else { throw LoopbackServerError(call: "socket", code: errno) }
    var yes: Int32 = 1
    if listening {
      _ = setsockopt(
        fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
    }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = 0
    address.sin_addr = in_addr(s_addr: UInt32(0x7F00_0001).bigEndian)
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard bound == 0 else {
      let code = errno
      close(fd)
      throw LoopbackServerError(call: "bind", code: code)
    }
    guard !listening || listen(fd, backlog) == 0 else {
      let code = errno
      close(fd)
      throw LoopbackServerError(call: "listen", code: code)
    }
    var boundAddress = sockaddr_in()
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let named = withUnsafeMutablePointer(to: &boundAddress) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
    }
    guard named == 0 else {
      let code = errno
      close(fd)
      throw LoopbackServerError(call: "getsockname", code: code)
    }
    return (fd, UInt16(bigEndian: boundAddress.sin_port))
  }

  /// Waits up to `milliseconds` for `events` on `fd`; returns the events that happened.
  static func poll(_ fd: Int32, events: Int32, milliseconds: Int32) -> Int32 {
    var descriptor = pollfd(fd: fd, events: Int16(events), revents: 0)
    let ready = systemPoll(&descriptor, 1, milliseconds)
    return ready > 0 ? Int32(descriptor.revents) : 0
  }

  /// Whether the peer has closed its end (a read would return end of file).
  static func peerHasClosed(_ fd: Int32) -> Bool {
    let events = poll(fd, events: Int32(POLLIN), milliseconds: 0)
    if events & Int32(POLLHUP | POLLERR) != 0 { return true }
    guard events & Int32(POLLIN) != 0 else { return false }
    var byte: UInt8 = 0
    return recv(fd, &byte, 1, Int32(MSG_PEEK) | Int32(MSG_DONTWAIT)) == 0
  }

  /// Sends all of `bytes`, ignoring a peer that went away (no SIGPIPE).
  static func sendAll(_ fd: Int32, _ bytes: [UInt8]) {
    var offset = 0
    while offset < bytes.count {
      let sent = bytes.withUnsafeBytes { buffer in
        send(fd, buffer.baseAddress.map { $0 + offset }, bytes.count - offset, Int32(MSG_NOSIGNAL))
      }
      if sent <= 0 { return }
      offset += sent
    }
  }

  /// Gives `fd` a receive timeout so a silent client cannot hold a thread forever.
  static func setReceiveTimeout(_ fd: Int32, seconds: Int) {
    var timeout = timeval(tv_sec: seconds, tv_usec: 0)
    _ = setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
  }
}

/// libc's `poll`, named apart from ``Socket/poll(_:events:milliseconds:)``.
private func systemPoll(
  _ descriptors: UnsafeMutablePointer<pollfd>, _ count: nfds_t, _ milliseconds: Int32
) -> Int32 {
  poll(descriptors, count, milliseconds)
}
