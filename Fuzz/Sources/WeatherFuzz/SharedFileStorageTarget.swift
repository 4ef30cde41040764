import Foundation
import ReducersDebugging
import Synchronization

@testable import Reducers

/// `Shared(.fileStorage)`: the bytes of the file a key reads, as a library user's list of
/// `Codable` items. What decodes is the shared value and survives a save; what does not is
/// reported once, naming the file, leaves the default in place, and is never written over.
enum SharedFileStorageTarget {
  /// A record of the shape apps keep in such a file: numbers, text, a list, an optional date.
  struct Item: Codable, Equatable, Sendable {
    var id: Int
    var title: String
    var tags: [String]
    var due: Date?
    var done: Bool
  }

  /// The one file: the input being decoded, and every save the key made of it.
  private static let disk = Mutex<(file: Data?, saves: [Data])>((nil, []))
  private static let issues = Mutex<[String]>([])
  private static let url = URL(fileURLWithPath: "/fuzz/shared.json")
  /// A file system with a fixed id, so that every input maps to the same registry entry (one per
  /// id and path is kept): a new in-memory file system per input would add one each time.
  private static let fileSystem = SharedFileSystem(
    id: "fuzz", load: { _ in disk.withLock { $0.file } },
    save: { data, _ in disk.withLock { $0.saves.append(data) } }, contents: nil)
  /// Issues are collected, not printed: each rejected input reports one.
  private static let reporter: Void = {
    _ = IssueReporter.install { message, _ in issues.withLock { $0.append(message) } }
  }()
  private static let marker = Item(id: -1, title: "fuzz", tags: ["a"], due: nil, done: true)

  static func run(_ bytes: [UInt8]) {
    _ = reporter
    let input = Data(bytes)
    disk.withLock { $0 = (input, []) }
    issues.withLock { $0 = [] }
    let key = SharedFileSystem.$current.withValue(fileSystem) {
      SharedKey<[Item]>.fileStorage(url)
    }
    let shared = Shared(wrappedValue: [marker], key)
    let loaded = shared.wrappedValue
    let reported = issues.withLock { $0 }
    // The decoder a user would call themselves is the judge of what the file holds.
    let decoded = try? JSONDecoder().decode([Item].self, from: input)
    shared.withLock { $0.append(marker) }
    let saves = disk.withLock { $0.saves }
    if let decoded {
      require(reported.isEmpty, "a readable file reported \(reported)")
      require(loaded == decoded, "loaded \(loaded), decoded \(decoded)")
      // The change is saved once, and the saved bytes read back as the changed value.
      require(saves.count == 1, "\(saves.count) saves of one change")
      let again = saves.first.flatMap { try? JSONDecoder().decode([Item].self, from: $0) }
      require(again == decoded + [marker], "round trip: \(String(describing: again))")
    } else {
      require(loaded == [marker], "an unreadable file gave \(loaded), not the default")
      require(
        reported.count == 1 && reported[0].contains(url.path),
        "an unreadable file reported \(reported)")
      require(saves.isEmpty, "an unreadable file was written over")
    }
  }
}
