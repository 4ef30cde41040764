import Foundation
import Reducers

/// The feature the recording tests record: a debounced search through an endpoint that can
/// fail, a counter, a timestamp from the environment and a dictionary of notes, so that a
/// session exercises every kind of record line and state change.
struct Lookup: ReducerProtocol {
  struct State: Equatable {
    var query = ""
    var results: [Match] = []
    var selected: Int?
    var failure: String?
    var lookups = 0
    var lastLookup: Date?
    var notes: [String: Int] = [:]
  }

  struct Match: Equatable, Codable, Sendable {
    var name: String
    var population: Int
  }

  enum Failure: Error, Equatable, Codable, Sendable {
    case offline, rateLimited(seconds: Int)
  }

  enum Action: Equatable, Sendable {
    case queryChanged(String)
    case lookUp
    case response(Result<[Match], Failure>)
    case select(Int?)
    case note(String)
    case clear
  }

  struct Environment: Sendable {
    var search: @Sendable (String) async throws -> [Match]
    var now: @Sendable () -> Date
    var clock: any Clock<Duration>

    /// The environment with its answers on `tape`: recorded live, replayed in a test.
    func taped(_ tape: some AnswerTape) -> Self {
      var environment = self
      environment.search = tape.endpoint("search", search)
      environment.now = tape.endpoint("now", now)
      environment.clock = tape.clock(clock)
      return environment
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action, environment in
      switch action {
      case .queryChanged(let query):
        state.query = query
        return .send(.lookUp)
          .debounce(id: "lookup", for: .milliseconds(300), clock: environment.clock)
      case .lookUp:
        state.lookups += 1
        state.lastLookup = environment.now()
        return .run { [query = state.query] send in
          do {
            await send(.response(.success(try await environment.search(query))))
          } catch let failure as Failure {
            await send(.response(.failure(failure)))
          }
        }
      case .response(.success(let matches)):
        state.results = matches
        state.failure = nil
        if let selected = state.selected, selected >= matches.count { state.selected = nil }
        return .none
      case .response(.failure(let failure)):
        state.failure = "\(failure)"
        return .none
      case .select(let index):
        state.selected = index
        return .none
      case .note(let text):
        state.notes[text, default: 0] += 1
        return .none
      case .clear:
        state = State()
        return .cancel(id: "lookup")
      }
    }
  }
}
