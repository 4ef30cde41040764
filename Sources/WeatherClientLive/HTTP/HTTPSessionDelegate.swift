import Foundation
import Synchronization

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The delegate of the one URLSession every ``HTTPClient`` shares: it hands each task's events
/// to that task's ``HTTPTransfer``, so that the body can be counted (and refused) as it arrives
/// rather than after it has all been gathered.
final class HTTPSessionDelegate: NSObject, URLSessionDataDelegate, Sendable {
  private let transfers = Mutex<[Int: HTTPTransfer]>([:])

  /// Sends `task`'s events to `transfer` until it completes.
  func register(_ transfer: HTTPTransfer, for task: URLSessionTask) {
    transfers.withLock { $0[task.taskIdentifier] = transfer }
  }

  private func transfer(for task: URLSessionTask) -> HTTPTransfer? {
    transfers.withLock { $0[task.taskIdentifier] }
  }

  func urlSession(
    _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
    completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
  ) {
    guard let transfer = transfer(for: dataTask), let http = response as? HTTPURLResponse else {
      completionHandler(.allow)
      return
    }
    completionHandler(transfer.receive(http) ? .allow : .cancel)
  }

  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    transfer(for: dataTask)?.receive(data)
  }

  func urlSession(
    _ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?
  ) {
    let transfer = transfers.withLock { $0.removeValue(forKey: task.taskIdentifier) }
    transfer?.complete(error)
  }
}
