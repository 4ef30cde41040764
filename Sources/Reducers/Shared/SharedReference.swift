import Observation
import ReducersDebugging
import Synchronization

/// Which value a read of a `Shared` means.
package enum SharedReads: Sendable {
  /// The value every holder sees now.
  case current
  /// The value as a `TestStore` last asserted it: what an expectation reads and writes.
  case asserted
  /// The value right after one action, as a `TestStore` recorded it: what a step checks.
  case checkpoint(SharedCheckpoint)

  /// Which value reading, writing and dumping a `Shared` means: `.asserted` while a
  /// `TestStore` runs an expectation or dumps it.
  @TaskLocal package static var mode = SharedReads.current
  /// How `==` reads its two sides, when a `TestStore` compares states: the expectation (left)
  /// as asserted, what happened (right) as it is now.
  @TaskLocal package static var comparison: (lhs: SharedReads, rhs: SharedReads)?
  /// Set by a `TestStore` while it runs a feature: the references changed, to be asserted.
  @TaskLocal package static var tracker: SharedChangeTracker?
}

/// The references a `TestStore`'s feature changed, and how many writes its expectations made.
package final class SharedChangeTracker: @unchecked Sendable {
  // @unchecked: mutexes guard the state.
  private let changed = Mutex<[ObjectIdentifier: any SharedReferenceProtocol]>([:])
  private let writes = Mutex(0)
  /// The asserted values the running expectation wrote over, as they were before its first
  /// write: what the step's check reads for a reference its checkpoint does not hold.
  private let overwritten = Mutex<[ObjectIdentifier: any Sendable]>([:])

  package init() {}

  func record(_ reference: any SharedReferenceProtocol, asserted: Bool = false) {
    changed.withLock { $0[ObjectIdentifier(reference)] = reference }
    if asserted { writes.withLock { $0 += 1 } }
  }

  /// Records an expectation's write to `reference`, whose asserted value was `value` before it.
  func recordExpectation(_ reference: any SharedReferenceProtocol, before value: any Sendable) {
    record(reference, asserted: true)
    overwritten.withLock { overwritten in
      let id = ObjectIdentifier(reference)
      if overwritten[id] == nil { overwritten[id] = value }
    }
  }

  /// Starts a step's expectation: the asserted values it writes over are kept from here.
  package func beginExpectation() {
    overwritten.withLock { $0.removeAll() }
  }

  /// `checkpoint`, with the value each reference it does not hold had before the expectation
  /// wrote to it: a step's check must not read back, as what happened, what its own
  /// expectation wrote.
  package func completing(_ checkpoint: SharedCheckpoint) -> SharedCheckpoint {
    var values = checkpoint.values
    for (id, value) in overwritten.withLock({ $0 }) where values[id] == nil {
      values[id] = value
    }
    return SharedCheckpoint(values: values)
  }

  /// How many writes expectations made: a step whose closure wrote one changed something.
  package var assertedWrites: Int { writes.withLock { $0 } }

  /// Whether the feature or an expectation changed a shared value.
  package var hasChanges: Bool { changed.withLock { !$0.isEmpty } }

  /// The values of the changed references now: taken right after each action, so that a step
  /// is checked against what its own action made, not what later actions made since.
  package func checkpoint() -> SharedCheckpoint {
    var values: [ObjectIdentifier: any Sendable] = [:]
    for (id, reference) in changed.withLock({ $0 }) {
      values[id] = reference.currentValue()
    }
    return SharedCheckpoint(values: values)
  }

  /// Makes the values at `checkpoint` the asserted ones: after a step's check. A reference
  /// first changed after the checkpoint keeps its asserted value.
  package func acceptChanges(at checkpoint: SharedCheckpoint) {
    for (id, reference) in changed.withLock({ $0 }) {
      if let value = checkpoint.values[id] { reference.accept(value) }
    }
  }
}

/// What every reference is, whatever its value's type: what a tracker keeps.
package protocol SharedReferenceProtocol: AnyObject, Sendable {
  /// The value every holder sees now.
  func currentValue() -> any Sendable
  /// Makes `value` the asserted one.
  func accept(_ value: any Sendable)
}

/// The values of the changed `Shared` references right after one action.
package struct SharedCheckpoint: Sendable {
  let values: [ObjectIdentifier: any Sendable]
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
      case .checkpoint(let checkpoint):
        // Absent: unchanged when the checkpoint was taken, so the value then is the one its
        // first change since kept as asserted (a step's check adds, with
        // `SharedChangeTracker.completing`, the asserted values its expectation wrote over).
        checkpoint.values[ObjectIdentifier(self)] as? Value ?? storage.asserted ?? storage.value
      }
    }
  }

  func modify(as reads: SharedReads, _ body: (inout Value) -> Void) {
    switch reads {
    case .asserted, .checkpoint:
      // An expectation: it changes the asserted value only.
      let previous = storage.withLock { storage -> Value in
        let previous = storage.asserted ?? storage.value
        var asserted = previous
        body(&asserted)
        storage.asserted = asserted
        return previous
      }
      SharedReads.tracker?.recordExpectation(self, before: previous)
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

  func currentValue() -> any Sendable {
    storage.withLock { $0.value }
  }

  func accept(_ value: any Sendable) {
    storage.withLock { storage in
      if let value = value as? Value { storage.asserted = value }
    }
  }

  /// What Observation tracks: the value as a whole.
  private var observed: Void { () }
}

extension SharedReference: Observable {}
