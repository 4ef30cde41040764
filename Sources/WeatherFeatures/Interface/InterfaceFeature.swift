import Foundation
public import Reducers

/// The full-screen app's own logic: which pane has focus, what is selected, what overlays show.
///
/// The product rules stay in the search, following and forecast features; this feature turns a
/// user's intents (move, follow, unfollow, undo, toggle) into their actions and keeps the
/// selection valid as their state changes. Its state, a ``ScreenState``, lives in
/// ``AppFeature.State/interface``, which only the full-screen app sets, so the one-shot commands
/// never see it.
///
/// It runs on the app's whole domain (listed in ``AppFeature``'s `body` after the features it
/// drives) rather than in a `Scope` of its own: it reads the other features' state (results,
/// followed cities, the forecast shown) and sends their actions (follow, unfollow, load), and
/// a scoped child could only send its own. Hence `State` is ``AppFeature/State`` and the
/// interface's own state and intents are ``ScreenState`` and ``Intent``.
public struct InterfaceFeature: ReducerProtocol {
  /// The app's state: the interface reads the features' state and keeps its own in
  /// ``AppFeature/State/interface``.
  public typealias State = AppFeature.State
  /// The app's actions: the interface handles ``AppFeature/Action/interface(_:)`` and watches
  /// the features' actions that change what can be selected.
  public typealias Action = AppFeature.Action
  /// The app's environment (its clock times the undo message and the refreshes).
  public typealias Environment = AppFeature.Environment

  /// The feature.
  public init() {}

  /// The three panes, in Tab order.
  public enum Pane: Int, CaseIterable, Codable, Equatable, Sendable {
    case search, following, forecast
  }

  /// An unfollow that can still be taken back.
  public struct Undo: Equatable, Sendable {
    /// The city unfollowed, with what was known of it.
    public var city: FollowedCity
    /// Where it was in the list.
    public var index: Int

    /// An undo from its parts.
    public init(city: FollowedCity, index: Int) {
      self.city = city
      self.index = index
    }
  }

  /// What the app shows besides the features' state.
  public struct ScreenState: Equatable, Sendable {
    /// The pane keys go to.
    public var focus: Pane = .search
    /// The highlighted search result; `nil` while the cursor is in the search box.
    public var searchSelection: City.ID?
    /// The highlighted recent search, shown while the search box is empty; `nil` while the
    /// cursor is in the box.
    public var recentSelection: String?
    /// The highlighted followed city.
    public var followingSelection: City.ID?
    /// The first row of the forecast table shown.
    public var forecastScroll = 0
    /// Whether the key help covers the screen.
    public var isShowingHelp = false
    /// Whether the forecast shows hours instead of days.
    public var showsHourly = false
    /// The last unfollow, while its undo message shows.
    public var undo: Undo?
    /// How often conditions and the forecast are fetched again on their own; `nil` never.
    public var refreshInterval: Duration?
    /// How many automatic refreshes in a row found the service unreachable or refusing (offline,
    /// timed out, rate limited): each doubles the wait before the next, up to
    /// ``InterfaceFeature/maximumRefreshDelay``.
    public var refreshFailures = 0
    /// The question asked before something is removed (unfollowing a city, forgetting a recent
    /// search), while it waits for an answer; keys go to it alone.
    @Presents public var confirmation: ConfirmationDialogState<Confirmation>?
    /// The highlighted button of ``confirmation``, which Enter presses.
    public var confirmationButton = 0
    /// The words ``confirmation`` is asked in: the app's language.
    public var confirmationWords: ConfirmationWords

    /// The app as it opens, refreshing every `refreshInterval` (never by default), asking its
    /// confirmations in `confirmationWords` (English by default).
    public init(
      refreshInterval: Duration? = nil, confirmationWords: ConfirmationWords = ConfirmationWords()
    ) {
      self.refreshInterval = refreshInterval
      self.confirmationWords = confirmationWords
    }
  }

  /// What a confirmation's button confirms: the removal it asked about.
  public enum Confirmation: Equatable, Codable, Sendable {
    /// Stop following this city.
    case unfollow(City.ID)
    /// Forget this recent search.
    case forgetRecentSearch(String)
  }

  /// The words of the confirmations, given by the app in its language (the features do not
  /// know the phrase tables). `{1}` in a title stands for the city's name or the search.
  public struct ConfirmationWords: Equatable, Codable, Sendable {
    /// The question before unfollowing: "Unfollow {1}?".
    public var unfollowTitle: String
    /// The button that unfollows.
    public var unfollowButton: String
    /// The question before forgetting a recent search: "Forget the search “{1}”?".
    public var forgetTitle: String
    /// The button that forgets it.
    public var forgetButton: String
    /// The button that keeps everything as it is.
    public var cancelButton: String

    /// The words, English unless given.
    public init(
      unfollowTitle: String = "Unfollow {1}?", unfollowButton: String = "Unfollow",
      forgetTitle: String = "Forget the search “{1}”?", forgetButton: String = "Forget",
      cancelButton: String = "Cancel"
    ) {
      self.unfollowTitle = unfollowTitle
      self.unfollowButton = unfollowButton
      self.forgetTitle = forgetTitle
      self.forgetButton = forgetButton
      self.cancelButton = cancelButton
    }
  }

  /// What a user asks for; the key map turns keys into these.
  public enum Intent: Equatable, Codable, Sendable {
    /// The app opened: load the followed cities, then their conditions and a forecast.
    case opened
    /// Move focus to the next pane (Tab).
    case focusNext
    /// Move focus to the previous pane (Shift-Tab).
    case focusPrevious
    /// Text typed or pasted into the search box.
    case typed(String)
    /// Delete the last character of the search box.
    case deleteBackward
    /// Leave the results, or clear the search box (Esc).
    case clearSearch
    /// Move the selection (or scroll the forecast) by this many rows; negative is up.
    case moveSelection(by: Int)
    /// Follow the highlighted search result and show its forecast (Enter or `f`); with a recent
    /// search highlighted, search it again (Enter).
    case followSelection
    /// Ask whether to forget the highlighted recent search (`d`).
    case removeRecentSelection
    /// Show the highlighted followed city's forecast (Enter in the list).
    case showSelection
    /// Ask whether to unfollow the highlighted followed city (`d`).
    case unfollowSelection
    /// The answer to the confirmation shown: a button's ``Confirmation`` (Enter, a click), or
    /// `.dismiss` (Esc, or a button that only cancels).
    case confirmation(PresentationAction<Confirmation>)
    /// Highlight another button of the confirmation shown, this many to the right.
    case moveConfirmationButton(by: Int)
    /// Take back the last unfollow while its message shows (`u`).
    case undoUnfollow
    /// Move the highlighted followed city up or down the list (`K` / `J`).
    case reorderSelection(by: Int)
    /// Fetch conditions and the forecast again (`r`).
    case refresh
    /// Show or hide the key help (`?`).
    case toggleHelp
    /// Switch the forecast between days and hours (`h`).
    case toggleHourly
    /// Switch between metric and imperial units (`m`).
    case toggleUnits
    /// The undo message has shown long enough.
    case undoExpired
    /// The refresh interval has passed since the last refresh: fetch again.
    case refreshDue
    /// The app is closing: its timers stop.
    case closed
    /// Give a pane the focus (a click in it).
    case focus(Pane)
    /// Highlight this search result (a click on it).
    case selectSearchResult(City.ID)
    /// Highlight this followed city and show its forecast (a click on it).
    case selectFollowed(City.ID)
  }

  /// The longest wait between automatic refreshes while the service cannot be reached (or the
  /// interval, when that is longer).
  public static let maximumRefreshDelay: Duration = .seconds(3600)

  /// The wait before the next automatic refresh: the interval, doubled for each failure in a
  /// row, at most ``maximumRefreshDelay`` (or the interval itself when longer).
  public static func refreshDelay(interval: Duration, failures: Int) -> Duration {
    let cap = max(interval, maximumRefreshDelay)
    var delay = interval
    for _ in 0..<min(max(failures, 0), 32) where delay < cap { delay *= 2 }
    return min(delay, cap)
  }

  /// How long an unfollow can be undone.
  public static let undoDuration: Duration = .seconds(5)

  /// The most characters the search box takes.
  public static let maxQueryLength = 100

  struct UndoTimerID: Hashable, Sendable {}
  struct RefreshTimerID: Hashable, Sendable {}
}
