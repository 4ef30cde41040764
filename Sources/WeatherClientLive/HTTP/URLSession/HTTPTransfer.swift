#if canImport(Darwin)
  import Dispatch
  import Foundation
  import Synchronization
  import WeatherFeatures

  /// One GET in flight: the body gathered so far, capped, and the one caller waiting for it.
  ///
  /// Whatever ends the exchange first (the last byte, a transport error, the deadline, a body over
  /// the limit, the caller's cancellation) answers the caller at once and cancels the rest; later
  /// events change nothing. The caller therefore never waits past the deadline, however the data
  /// task behaves afterwards.
  final class HTTPTransfer: Sendable {
    private struct State: @unchecked Sendable {
      // URLSessionDataTask is thread-safe; the mutex guards the references.
      var continuation: CheckedContinuation<HTTPResponse, any Error>?
      var outcome: Result<HTTPResponse, any Error>?
      var task: URLSessionDataTask?
      var deadline: DispatchWorkItem?
      var statusCode = 0
      var headers: [String: String] = [:]
      var body = Data()
    }

    /// Where the request went, for messages (host and port only).
    let url: URL
    /// The most body bytes accepted, counted after any `Content-Encoding` is undone.
    let limit: Int
    private let state = Mutex(State())

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

    /// Starts `task`, and a timer that ends the exchange after `timeout` whatever is happening.
    ///
    /// The timer is Dispatch's, not a sleeping Swift task, so that a busy cooperative thread pool
    /// cannot make it late. Dispatch keeps its work item until the deadline, long after most
    /// exchanges end: the item holds the transfer weakly, so that a finished one is freed.
    func start(_ task: URLSessionDataTask, timeout: Duration) {
      let deadline = DispatchWorkItem { [weak self] in
        self?.finish(.failure(WeatherError.timedOut))
      }
      let ended = state.withLock { state in
        state.task = task
        state.deadline = deadline
        return state.outcome != nil
      }
      if ended {
        // Never resumed, cancelled: it still completes, which lets its session go.
        task.cancel()
      } else {
        DispatchQueue.global().asyncAfter(
          deadline: .now() + .nanoseconds(timeout.deadlineNanoseconds), execute: deadline)
        task.resume()
      }
    }

    /// Records the status and headers; `false` (refuse the body) when they announce a body over
    /// the limit.
    func receive(_ response: HTTPURLResponse) -> Bool {
      let length = response.expectedContentLength
      if length > Int64(limit) {
        finish(.failure(tooLarge))
        return false
      }
      var headers: [String: String] = [:]
      for (name, value) in response.allHeaderFields {
        guard let name = name as? String else { continue }
        headers[name.lowercased()] = "\(value)"
      }
      state.withLock { state in
        state.statusCode = response.statusCode
        state.headers = headers
      }
      return true
    }

    /// Adds `data` to the body, ending the exchange when the body passes the limit.
    func receive(_ data: Data) {
      let overLimit = state.withLock { state in
        guard state.outcome == nil else { return false }
        guard state.body.count + data.count <= limit else { return true }
        state.body.append(data)
        return false
      }
      if overLimit { finish(.failure(tooLarge)) }
    }

    /// The data task ended, with `error` or with the whole body.
    func complete(_ error: (any Error)?) {
      if let error {
        finish(.failure(TransportErrorMapping.map(error, url: url)))
        return
      }
      let response = state.withLock { state -> HTTPResponse? in
        guard state.statusCode != 0 else { return nil }
        return HTTPResponse(statusCode: state.statusCode, headers: state.headers, body: state.body)
      }
      guard let response else {
        finish(
          .failure(
            WeatherError.invalidResponse(
              "\(TransportErrorMapping.hostDescription(url)) did not answer over HTTP")))
        return
      }
      finish(.success(response))
    }

    /// Ends the exchange with `outcome` unless it has ended already: answers the caller, stops
    /// the data task and the timer.
    func finish(_ outcome: Result<HTTPResponse, any Error>) {
      let ended = state.withLock {
        state -> (
          CheckedContinuation<HTTPResponse, any Error>?, URLSessionDataTask?, DispatchWorkItem?
        )? in
        guard state.outcome == nil else { return nil }
        state.outcome = outcome
        state.body = Data()
        defer {
          state.continuation = nil
          state.deadline = nil
        }
        return (state.continuation, state.task, state.deadline)
      }
      guard let (continuation, task, deadline) = ended else { return }
      continuation?.resume(with: outcome)
      deadline?.cancel()
      if case .failure = outcome, let task {
        // `cancel` waits for URLSession's work queue, which can be busy for seconds inside one
        // libcurl call (inflating a gzip bomb, say): the caller has its answer already, and the
        // delegate's thread must not stop draining what curl delivers meanwhile.
        let cancellation = UncheckedTask(task: task)
        DispatchQueue.global().async { cancellation.task.cancel() }
      }
    }

    /// A data task carried to another thread; URLSessionTask is thread-safe.
    private struct UncheckedTask: @unchecked Sendable {
      let task: URLSessionDataTask
    }

    private var tooLarge: WeatherError {
      .invalidResponse(
        "response too large (more than \(limit >> 20) MiB from "
          + "\(TransportErrorMapping.hostDescription(url)))")
    }
  }
#endif
