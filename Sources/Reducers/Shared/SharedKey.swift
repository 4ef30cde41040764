public import Foundation
import ReducersDebugging
import Synchronization

/// Where a ``Shared`` value lives, and which reference a key names: two `Shared`s made with
/// equal keys are one reference while either is held.
public struct SharedKey<Value: Sendable>: Sendable {
  let id: String
  let make: @Sendable (Value) -> SharedReference<Value>

  /// A slot in memory named `name`, shared by every feature that names it; gone when the last
  /// holder lets go.
  public static func inMemory(_ name: String) -> Self {
    Self(id: "memory:" + name) { SharedReference($0, persistence: nil) }
  }

  func reference(default value: Value) -> SharedReference<Value> {
    SharedRegistry.shared.reference(for: id, as: Value.self) { make(value) }
  }
}

extension SharedKey where Value: Codable {
  /// A JSON file at `url`, read when the first holder is made and written after every change,
  /// atomically (see ``SharedFileSystem/live``), through the ``SharedFileSystem/current`` file
  /// system when the key is used (tests run with ``SharedFileSystem/inMemory(_:)``).
  ///
  /// A file that cannot be read or decoded is reported and left untouched: the value starts
  /// from the default, and is not written over the file (nothing a user saved is silently
  /// replaced); the error is reported again at each change.
  public static func fileStorage(_ url: URL) -> Self {
    let fileSystem = SharedFileSystem.current
    return Self(id: "file:\(fileSystem.id):" + url.standardizedFileURL.path) { initial in
      var value = initial
      var blocked: String?
      do {
        if let data = try fileSystem.load(url) {
          value = try JSONDecoder().decode(Value.self, from: data)
        }
      } catch {
        blocked = "\(url.path): \(error); not loaded, and not written over"
        reportIssue("Shared file storage at \(blocked ?? "")")
      }
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
      return SharedReference(
        value,
        persistence: SharedPersistence { [blocked] value in
          if let blocked {
            reportIssue("Shared file storage at \(blocked)")
            return
          }
          do {
            try fileSystem.save(try encoder.encode(value), url)
          } catch {
            reportIssue("Shared file storage at \(url.path): \(error)")
          }
        })
    }
  }
}

/// The references held by some `Shared`, by key: weakly, so that a key's value starts again
/// from its file (or default) once nothing holds it.
final class SharedRegistry: @unchecked Sendable {
  // @unchecked: the mutex guards the table.
  static let shared = SharedRegistry()

  private struct Entry: @unchecked Sendable {
    weak var reference: AnyObject?
  }
  private let table = Mutex<[String: Entry]>([:])

  func reference<Value>(
    for id: String, as type: Value.Type, make: () -> SharedReference<Value>
  ) -> SharedReference<Value> {
    table.withLock { table in
      if let existing = table[id]?.reference as? SharedReference<Value> { return existing }
      let made = make()
      table[id] = Entry(reference: made)
      return made
    }
  }
}
