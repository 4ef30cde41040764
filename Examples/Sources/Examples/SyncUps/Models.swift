import Foundation
import Reducers

/// A recurring meeting: who attends, how long it lasts, and the meetings held so far.
struct SyncUp: Equatable, Identifiable, Codable, Sendable {
  let id: UUID
  var attendees: IdentifiedArrayOf<Attendee> = []
  var minutes = 5
  var meetings: IdentifiedArrayOf<Meeting> = []
  var title = ""

  /// Each speaker's share of the meeting, in seconds.
  var secondsPerAttendee: Int { minutes * 60 / max(attendees.count, 1) }
}

/// Someone who speaks in a sync-up.
struct Attendee: Equatable, Identifiable, Codable, Sendable {
  let id: UUID
  var name = ""
}

/// A meeting held, with when it was.
struct Meeting: Equatable, Identifiable, Codable, Sendable {
  let id: UUID
  let date: Date
  var transcript = ""
}

extension SharedKey where Value == IdentifiedArrayOf<SyncUp> {
  /// Every sync-up, in one JSON file every screen reads and writes.
  static var syncUps: Self {
    .fileStorage(
      URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("sync-ups.json"))
  }
}

/// What every SyncUps screen may use.
struct SyncUpsEnvironment: Sendable {
  var clock: any Clock<Duration>
  var date: DateGenerator
  var uuid: UUIDGenerator
  var dismiss = DismissEffect()
}
