import Observation
import ReducersDebugging
import Synchronization

/// Which value a read of a `Shared` means.
package enum SharedReads: Sendable {
  /// The value every holder sees now.
  case current
  /// The value as a `TestStore` last asserted it: what an expectation reads and writes.
  case asserted

  /// Which value reading, writing and dumping a `Shared` means: `.asserted` while a
  /// `TestStore` runs an expectation or dumps it.
  @TaskLocal package static var mode = SharedReads.current
  /// How `==` reads its two sides, when a `TestStore` compares states: the expectation (left)
  /// as asserted, what happened (right) as it is now.
  @TaskLocal package static var comparison: (lhs: SharedReads, rhs: SharedReads)?
  /// Set by a `TestStore` while it runs a feature: the references changed, to be asserted.
  @TaskLocal package static var tracker: SharedChangeTracker?
}

/// The references a `TestStore` saw change since its last assertion.
package final class SharedChangeTracker: @unchecked Sendable {
  // @unchecked: a mutex guards the list.
  private let changed = Mutex<[any SharedReferenceProtocol]>([])

  package init() {}

  private let writes = Mutex(0)

  func record(_ reference: any SharedReferenceProtocol, asserted: Bool = false) {
    changed.withLock { $0.append(reference) }
    if asserted { writes.withLock { $0 += 1 } }
  }

  /// How many writes expectations made: a step whose closure wrote one changed something.
  package var assertedWrites: Int { writes.withLock { $0 } }

  /// Whether a change is waiting to be asserted.
  package var hasChanges: Bool { changed.withLock { !$0.isEmpty } }

  /// Makes the current values the asserted ones: after a step's check.
  package func acceptChanges() {
    for reference in changed.withLock({ list in
      defer { list = [] }; return list
    }) {
      reference.acceptChange()
    }
  }
}

/// What every reference is, whatever its value's type: what a tracker keeps.
package protocol SharedReferenceProtocol: AnyObject, Sendable {
  /// Forgets the asserted value: the current one is asserted now.
  func acceptChange()
}

/// Where a shared value is kept after each change: a file, or nowhere.
struct SharedPersistence<Value: Sendable>: Sendable {
  let save: @Sendable (Value) -> Void
}

/// The one box every holder of a `Shared` points to.
final class SharedReference<Value: Sendable>: SharedReferenceProtocol, @unchecked Sendable {
  // @unchecked: the mutex guards the values; the registrar is thread-safe.
  private struct Storage: Sendable {
    var value: Value
    /// The value as last asserted, kept from the first change a `TestStore` saw.
    var asserted: Value?
  }

  private let storage: Mutex<Storage>
  private let persistence: SharedPersistence<Value>?
  private let registrar = ObservationRegistrar()

  init(_ value: Value, persistence: SharedPersistence<Value>?) {
    storage = Mutex(Storage(value: value, asserted: nil))
    self.persistence = persistence
  }

  func value(as reads: SharedReads) -> Value {
    registrar.access(self, keyPath: \.observed)
    return storage.withLock { storage in
      switch reads {
      case .current: storage.value
      case .asserted: storage.asserted ?? storage.value
      }
    }
  }

  func modify(as reads: SharedReads, _ body: (inout Value) -> Void) {
    switch reads {
    case .asserted:
      // An expectation: it changes the asserted value only.
      storage.withLock { storage in
        var asserted = storage.asserted ?? storage.value
        body(&asserted)
        storage.asserted = asserted
      }
      SharedReads.tracker?.record(self, asserted: true)
    case .current:
      let tracker = SharedReads.tracker
      let saved = registrar.withMutation(of: self, keyPath: \.observed) {
        storage.withLock { storage -> Value in
          if tracker != nil, storage.asserted == nil { storage.asserted = storage.value }
          body(&storage.value)
          return storage.value
        }
      }
      tracker?.record(self)
      persistence?.save(saved)
    }
  }

  func acceptChange() {
    storage.withLock { $0.asserted = nil }
  }

  /// What Observation tracks: the value as a whole.
  private var observed: Void { () }
}

extension SharedReference: Observable {}
