import Synchronization

#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
#endif

/// Makes UUIDs for a feature's environment, so that a test can predict them: swift-dependencies'
/// `UUIDGenerator`, called as `environment.uuid()`.
public struct UUIDGenerator: Sendable {
  private let generate: @Sendable () -> UUID

  /// A generator calling `generate`.
  public init(_ generate: @escaping @Sendable () -> UUID) {
    self.generate = generate
  }

  /// The next UUID.
  public func callAsFunction() -> UUID {
    generate()
  }

  /// Random UUIDs: the live generator.
  public static var live: Self { Self { UUID() } }

  /// Always `uuid`.
  public static func constant(_ uuid: UUID) -> Self { Self { uuid } }

  /// `00000000-0000-0000-0000-000000000000`, then `…0001`, `…0002` and so on: each generator
  /// counts on its own, from zero.
  public static var incrementing: Self {
    let next = Atomic<UInt64>(0)
    return Self {
      let value = next.add(1, ordering: .relaxed).oldValue
      return UUID(uuid: uuidBytes(value))
    }
  }
}

extension UUID {
  /// The UUID ``UUIDGenerator/incrementing`` makes `intValue`-th, counting from 0: `UUID(0)` is
  /// `00000000-0000-0000-0000-000000000000`, `UUID(1)` ends in `…0001` (swift-dependencies'
  /// spelling, for expected values in tests). A negative value is read as its 64-bit pattern.
  public init(_ intValue: Int) {
    self.init(uuid: uuidBytes(UInt64(truncatingIfNeeded: intValue)))
  }
}

/// `value` in the last 8 bytes of a UUID, big-endian, so the UUID reads as the number in hex.
private func uuidBytes(_ value: UInt64) -> uuid_t {
  let b = withUnsafeBytes(of: value.bigEndian) { Array($0) }
  return (0, 0, 0, 0, 0, 0, 0, 0, b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7])
}

/// Tells a feature the current date, so that a test can fix it: swift-dependencies'
/// `DateGenerator`, called as `environment.date()` or read as `environment.date.now`.
public struct DateGenerator: Sendable {
  private let generate: @Sendable () -> Date

  /// A generator calling `generate`.
  public init(_ generate: @escaping @Sendable () -> Date) {
    self.generate = generate
  }

  /// The current date, as this generator tells it.
  public var now: Date { generate() }

  /// The current date, as this generator tells it.
  public func callAsFunction() -> Date {
    generate()
  }

  /// The system's date: the live generator.
  public static var live: Self { Self { Date() } }

  /// Always `date`.
  public static func constant(_ date: Date) -> Self { Self { date } }
}
