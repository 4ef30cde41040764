#if canImport(Darwin)
  import Foundation

  /// The delegate of one request's URLSession: it hands the task's events to its ``HTTPTransfer``,
  /// so that the body can be counted (and refused) as it arrives rather than after it has all been
  /// gathered.
  final class HTTPSessionDelegate: NSObject, URLSessionDataDelegate, Sendable {
    private let transfer: HTTPTransfer

    init(_ transfer: HTTPTransfer) {
      self.transfer = transfer
    }

    func urlSession(
      _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
      completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
      guard let http = response as? HTTPURLResponse else {
        completionHandler(.allow)
        return
      }
      completionHandler(transfer.receive(http) ? .allow : .cancel)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
      transfer.receive(data)
    }

    func urlSession(
      _ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?
    ) {
      transfer.complete(error)
    }
  }
#endif
