#if os(Linux)
  #if canImport(Glibc)
    import Glibc
  #elseif canImport(Musl)
    import Musl
  #endif
  import Dispatch
  import Foundation
  import Synchronization
  import WeatherFeatures

  /// One GET in flight over libcurl: the head and the body gathered so far, capped, and the one
  /// caller waiting for them.
  ///
  /// `curl_easy_perform` runs on a thread of its own, never on a thread of Swift's cooperative
  /// pool, which it would block for as long as the server makes it wait. Whatever ends the
  /// exchange first (the last byte, a transport error, the deadline, a body over the limit, the
  /// caller's cancellation) answers the caller at once; later events change nothing. libcurl
  /// then stops within about a second, when its progress callback next sees the exchange ended
  /// (it is called at least once a second even when no byte moves), or sooner, when its write
  /// or header callback refuses the next bytes. The caller therefore never waits past the
  /// deadline, however the server behaves.
  final class CurlTransfer: Sendable {
    private struct State: @unchecked Sendable {
      var continuation: CheckedContinuation<HTTPResponse, any Error>?
      var outcome: Result<HTTPResponse, any Error>?
      var head = CurlResponseHead()
      var body = Data()
    }

    /// Where the request went, for messages (host and port only).
    let url: URL
    /// The most body bytes accepted, counted after any `Content-Encoding` is undone.
    let limit: Int
    private let state = Mutex(State())
    /// Whether the exchange has ended, for libcurl's callbacks to read without the lock.
    private let ended = Atomic(false)
    /// Signalled when the exchange ends: wakes the deadline's thread before its time.
    private let endedSignal = DispatchSemaphore(value: 0)

    init(url: URL, limit: Int) {
      self.url = url
      self.limit = limit
    }

    /// Makes `continuation` the one to answer; at once if the exchange has already ended.
    func wait(with continuation: CheckedContinuation<HTTPResponse, any Error>) {
      let outcome = state.withLock { state in
        if state.outcome == nil { state.continuation = continuation }
        return state.outcome
      }
      if let outcome { continuation.resume(with: outcome) }
    }

    /// Starts the transfer of `request` with `curl` on a thread of its own, and a timer that
    /// ends the exchange after `timeout` whatever is happening.
    ///
    /// The timer is a thread of its own waiting for the end or the deadline, not a sleeping
    /// Swift task, so that a busy cooperative thread pool cannot make it late, and not a
    /// Dispatch timer, whose work item would start a libdispatch worker thread at its deadline
    /// (and with it libdispatch's pool monitor, which wakes the full-screen app every second
    /// from then on, issue 23); libcurl's own limit (the same `timeout`) is a second line. The
    /// thread holds the transfer weakly, so that a finished transfer is freed at once, and
    /// ends as soon as the exchange does.
    func start(_ request: CurlRequest, with curl: CurlLibrary, timeout: Duration) {
      guard !ended.load(ordering: .acquiring) else { return }
      let endedSignal = endedSignal
      let deadline = DispatchTime.now() + .nanoseconds(timeout.deadlineNanoseconds)
      Thread.detachNewThread { [weak self] in
        guard endedSignal.wait(timeout: deadline) == .timedOut else { return }
        self?.finish(.failure(WeatherError.timedOut))
      }
      Thread.detachNewThread { [self] in perform(request, with: curl) }
    }

    /// The whole transfer, on its own thread.
    private func perform(_ request: CurlRequest, with curl: CurlLibrary) {
      Self.blockBrokenPipeSignal()
      guard !ended.load(ordering: .acquiring) else { return }
      guard let easy = curl.easyInit() else {
        finish(.failure(WeatherError.offline("libcurl could not start a transfer to \(host)")))
        return
      }
      var headerList: OpaquePointer?
      defer { curl.listFree(headerList) }
      // Runs first: the handle uses the list until it is cleaned up.
      defer { curl.easyCleanup(easy) }
      for line in request.headerLines {
        guard let list = curl.listAppend(headerList, line) else {
          finish(.failure(WeatherError.offline("out of memory preparing a request to \(host)")))
          return
        }
        headerList = list
      }
      do throws(WeatherError) {
        try CurlOptions(curl: curl, easy: easy).set(
          request, headerList: headerList,
          context: Unmanaged.passUnretained(self).toOpaque(),
          callbacks: Self.callbacks)
      } catch {
        finish(.failure(error))
        return
      }
      // `self` outlives the transfer: this thread's closure holds it until `perform` returns.
      complete(curl.easyPerform(easy))
    }

    /// The callbacks libcurl calls on the transfer's thread, each with this transfer as context.
    private static let callbacks = CurlOptions.Callbacks(
      body: { bytes, size, count, context in
        guard let context else { return 0 }
        let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
        let length = size * count
        return transfer.receiveBody(UnsafeRawBufferPointer(start: bytes, count: length))
          ? length : 0
      },
      header: { bytes, size, count, context in
        guard let context else { return 0 }
        let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
        let length = size * count
        return transfer.receiveHeader(UnsafeRawBufferPointer(start: bytes, count: length))
          ? length : 0
      },
      progress: { context, _, _, _, _ in
        guard let context else { return 1 }
        let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
        return transfer.ended.load(ordering: .relaxed) ? 1 : 0
      })

    /// The most bytes of header lines accepted over the whole exchange (every redirect's head,
    /// the final one, trailers): a few hundred bytes are normal. libcurl before 8.3 keeps
    /// whatever a server sends (CVE-2023-38039), and later ones stop at 300 KB with an error
    /// that reads "connection lost".
    static let headLimit = 64 << 10

    /// Reads one header line; `false` (abort) once the exchange has ended, when the heads pass
    /// ``headLimit``, or when a final head announces a body over the limit.
    private func receiveHeader(_ bytes: UnsafeRawBufferPointer) -> Bool {
      let line = String(decoding: bytes, as: UTF8.self)
      // nil: go on; else abort, ending the exchange with the error if it has not ended.
      let abort = state.withLock { state -> WeatherError?? in
        guard state.outcome == nil else { return .some(nil) }
        let completed = state.head.read(line)
        guard state.head.byteCount <= Self.headLimit else { return .some(headTooLarge) }
        guard completed, !state.head.isRedirect, !state.head.isInterim,
          let length = state.head.contentLength, length > Int64(limit)
        else { return nil }
        return .some(tooLarge)
      }
      guard let abort else { return true }
      if let error = abort { finish(.failure(error)) }
      return false
    }

    /// Adds `bytes` to the body; `false` (abort) once the exchange has ended or when the body
    /// passes the limit, which ends it.
    private func receiveBody(_ bytes: UnsafeRawBufferPointer) -> Bool {
      let verdict = state.withLock { state -> Bool? in
        guard state.outcome == nil else { return nil }
        guard state.body.count + bytes.count <= limit else { return false }
        state.body.append(contentsOf: bytes)
        return true
      }
      if verdict == false { finish(.failure(tooLarge)) }
      return verdict == true
    }

    /// `curl_easy_perform` returned `code`: the whole answer when it is 0 (`CURLE_OK`).
    private func complete(_ code: Int32) {
      guard code == 0 else {
        let answered = state.withLock { $0.head.statusCode != 0 }
        finish(.failure(TransportErrorMapping.map(curlCode: code, url: url, answered: answered)))
        return
      }
      let response = state.withLock { state -> HTTPResponse? in
        guard state.head.statusCode != 0 else { return nil }
        return HTTPResponse(
          statusCode: state.head.statusCode, headers: state.head.headers, body: state.body)
      }
      guard let response else {
        finish(.failure(WeatherError.invalidResponse("\(host) did not answer over HTTP")))
        return
      }
      finish(.success(response))
    }

    /// Ends the exchange with `outcome` unless it has ended already: answers the caller, stops
    /// the timer, and has libcurl's callbacks abort the transfer.
    func finish(_ outcome: Result<HTTPResponse, any Error>) {
      let waiting = state.withLock {
        state -> CheckedContinuation<HTTPResponse, any Error>?? in
        guard state.outcome == nil else { return nil }
        state.outcome = outcome
        state.body = Data()
        defer { state.continuation = nil }
        return .some(state.continuation)
      }
      guard let continuation = waiting else { return }
      ended.store(true, ordering: .releasing)
      continuation?.resume(with: outcome)
      endedSignal.signal()
    }

    /// A write to a connection the server has closed raises SIGPIPE in the writing thread,
    /// which would end the program (libcurl does not ignore it when `CURLOPT_NOSIGNAL` is set,
    /// and the TLS library may write without `MSG_NOSIGNAL`): blocked on this thread, it stays
    /// pending and dies with the thread.
    private static func blockBrokenPipeSignal() {
      var signals = sigset_t()
      sigemptyset(&signals)
      sigaddset(&signals, SIGPIPE)
      pthread_sigmask(SIG_BLOCK, &signals, nil)
    }

    private var host: String { TransportErrorMapping.hostDescription(url) }

    private var headTooLarge: WeatherError {
      .invalidResponse(
        "response head too large (more than \(Self.headLimit >> 10) KiB from \(host))")
    }

    private var tooLarge: WeatherError {
      .invalidResponse("response too large (more than \(limit >> 20) MiB from \(host))")
    }
  }
#endif
