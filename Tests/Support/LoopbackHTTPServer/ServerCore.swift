import Dispatch
import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The listening socket, its accept loop and the per-connection work, shared by the threads.
final class ServerCore: Sendable {
  /// A task waiting for a request (to `path`, or any when `nil`).
  private struct RequestWaiter {
    let id: UInt64
    let path: String?
    let continuation: CheckedContinuation<Bool, Never>
  }

  private struct State {
    var stopped = false
    var requests: [RecordedRequest] = []
    var waiters: [RequestWaiter] = []
    /// Waiters that timed out before they were in `waiters`.
    var waitersGivenUp: Set<UInt64> = []
    var nextWaiterID: UInt64 = 0
    /// Requests read and not yet answered, and the most there ever were at once.
    var inFlight = 0
    var maximumInFlight = 0
  }

  private let listenFD: Int32
  private let routes: [Route]
  private let state = Mutex(State())
  private let acceptLoopFinished = DispatchSemaphore(value: 0)

  init(listenFD: Int32, routes: [Route]) {
    self.listenFD = listenFD
    self.routes = routes
  }

  var isStopped: Bool { state.withLock { $0.stopped } }

  var requests: [RecordedRequest] { state.withLock { $0.requests } }

  var maximumConcurrentRequests: Int { state.withLock { $0.maximumInFlight } }

  /// Suspends until a request to `path` (any path when `nil`) has been received, at once if one
  /// has; `false` after `timeout` without one.
  func waitForRequest(to path: String?, timeout: Duration) async -> Bool {
    let id = state.withLock { state in
      defer { state.nextWaiterID += 1 }
      return state.nextWaiterID
    }
    let timer = Task { [weak self] in
      guard (try? await Task.sleep(for: timeout)) != nil else { return }
      self?.giveUp(waiter: id)
    }
    defer { timer.cancel() }
    return await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
      let ready = state.withLock { state -> Bool? in
        if state.waitersGivenUp.remove(id) != nil { return false }
        if state.requests.contains(where: { path == nil || $0.path == path }) { return true }
        state.waiters.append(RequestWaiter(id: id, path: path, continuation: continuation))
        return nil
      }
      if let ready { continuation.resume(returning: ready) }
    }
  }

  private func giveUp(waiter id: UInt64) {
    let waiter = state.withLock { state -> RequestWaiter? in
      guard let index = state.waiters.firstIndex(where: { $0.id == id }) else {
        state.waitersGivenUp.insert(id)
        return nil
      }
      return state.waiters.remove(at: index)
    }
    waiter?.continuation.resume(returning: false)
  }

  /// Starts the accept loop on a thread of its own.
  func start() {
    let thread = Thread { [self] in runAcceptLoop() }
    thread.name = "LoopbackHTTPServer.accept"
    thread.start()
  }

  /// Stops accepting, closes the listening socket and waits for the accept loop to end.
  /// Connections in progress finish on their own threads; delayed answers are abandoned.
  func stop() {
    let wasStopped = state.withLock { state in
      defer { state.stopped = true }
      return state.stopped
    }
    guard !wasStopped else { return }
    acceptLoopFinished.wait()
  }

  private func runAcceptLoop() {
    defer {
      close(listenFD)
      acceptLoopFinished.signal()
    }
    while !isStopped {
      guard Socket.poll(listenFD, events: Int32(POLLIN), milliseconds: 20) != 0 else { continue }
      let client = accept(listenFD, nil, nil)
      guard client >= 0 else { continue }
      let thread = Thread { [self] in serve(client) }
      thread.name = "LoopbackHTTPServer.connection"
      thread.start()
    }
  }

  private func serve(_ fd: Int32) {
    defer { close(fd) }
    Socket.setReceiveTimeout(fd, seconds: 5)
    guard let request = HTTPRequestReader.read(from: fd) else { return }
    let satisfied = state.withLock { state in
      state.requests.append(request)
      state.inFlight += 1
      state.maximumInFlight = max(state.maximumInFlight, state.inFlight)
      let matches = { (waiter: RequestWaiter) in waiter.path == nil || waiter.path == request.path }
      defer { state.waiters.removeAll(where: matches) }
      return state.waiters.filter(matches)
    }
    for waiter in satisfied { waiter.continuation.resume(returning: true) }
    // Answered once the response is sent, not when the client closes: a client keeps its
    // connection for the next request.
    var answered = false
    let finish = {
      guard !answered else { return }
      answered = true
      self.state.withLock { $0.inFlight -= 1 }
    }
    defer { finish() }
    let response = routes.first { $0.answers(request) }?.response ?? .noRoute
    guard wait(response.delay, whileConnected: fd) else { return }
    if let hostility = response.hostility {
      HostileResponder.answer(hostility, to: request, on: fd) { isStopped }
      shutdown(fd, Int32(SHUT_WR))
      return
    }
    Socket.sendAll(fd, HTTPResponseWriter.bytes(for: response))
    finish()
    shutdown(fd, Int32(SHUT_WR))
    // Let the client read everything before the socket closes.
    _ = Socket.poll(fd, events: Int32(POLLIN), milliseconds: 1000)
  }

  /// Waits `delay`; `false` if the server stopped or the client hung up meanwhile.
  private func wait(_ delay: Duration, whileConnected fd: Int32) -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: delay)
    while clock.now < deadline {
      if isStopped || Socket.peerHasClosed(fd) { return false }
      let remaining = clock.now.duration(to: deadline)
      let (seconds, attoseconds) = remaining.components
      let milliseconds = min(20, max(1, seconds * 1000 + attoseconds / 1_000_000_000_000_000))
      _ = Socket.poll(fd, events: 0, milliseconds: Int32(milliseconds))
    }
    return !isStopped
  }
}
