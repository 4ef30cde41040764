import Reducers
import Testing
import WeatherFeatures
import WeatherTerminal

@Suite struct KeyMapTests {
  func state(focus: InterfaceFeature.Pane, selection: City.ID? = nil, help: Bool = false)
    -> AppFeature.State
  {
    var state = AppFeature.State(interface: InterfaceFeature.ScreenState())
    state.interface?.focus = focus
    state.interface?.searchSelection = selection
    state.interface?.isShowingHelp = help
    return state
  }

  func command(_ event: InputEvent, _ state: AppFeature.State) -> KeyCommand? {
    KeyMap.command(for: event, in: state)
  }

  @Test func lettersTypeInTheSearchBox() {
    let search = state(focus: .search)
    for letter in ["q", "f", "h", "d", "?", "L", "東"] {
      #expect(
        command(.key(.character(Character(letter))), search) == .send(.interface(.typed(letter))))
    }
    #expect(command(.key(.character("L"), .shift), search) == .send(.interface(.typed("L"))))
    #expect(command(.paste("new york"), search) == .send(.interface(.typed("new york"))))
    #expect(command(.key(.backspace), search) == .send(.interface(.deleteBackward)))
    #expect(command(.key(.escape), search) == .send(.interface(.clearSearch)))
    #expect(command(.key(.enter), search) == .send(.interface(.followSelection)))
    #expect(command(.key(.character("a"), .alt), search) == nil)
  }

  @Test func fFollowsOnceInTheResults() {
    #expect(
      command(.key(.character("f")), state(focus: .search, selection: 1))
        == .send(.interface(.followSelection)))
    #expect(
      command(.key(.character("x")), state(focus: .search, selection: 1))
        == .send(.interface(.typed("x"))))
  }

  @Test func everywhereKeys() {
    for pane in InterfaceFeature.Pane.allCases {
      let current = state(focus: pane)
      #expect(command(.key(.character("c"), .control), current) == .quit)
      #expect(command(.key(.character("z"), .control), current) == .suspend)
      #expect(command(.key(.character("l"), .control), current) == .redraw)
      #expect(command(.key(.tab), current) == .send(.interface(.focusNext)))
      #expect(command(.key(.tab, .shift), current) == .send(.interface(.focusPrevious)))
      #expect(command(.key(.down), current) == .send(.interface(.moveSelection(by: 1))))
      #expect(command(.key(.up), current) == .send(.interface(.moveSelection(by: -1))))
      #expect(command(.key(.pageDown), current) == .send(.interface(.moveSelection(by: 10))))
      #expect(command(.key(.function(1)), current) == .send(.interface(.toggleHelp)))
    }
  }

  @Test func followingKeys() {
    let following = state(focus: .following)
    #expect(command(.key(.character("q")), following) == .quit)
    #expect(command(.key(.enter), following) == .send(.interface(.showSelection)))
    #expect(command(.key(.character("d")), following) == .send(.interface(.unfollowSelection)))
    #expect(command(.key(.character("u")), following) == .send(.interface(.undoUnfollow)))
    #expect(
      command(.key(.character("K")), following) == .send(.interface(.reorderSelection(by: -1))))
    #expect(
      command(.key(.character("J")), following) == .send(.interface(.reorderSelection(by: 1))))
    #expect(command(.key(.character("r")), following) == .send(.interface(.refresh)))
    #expect(command(.key(.character("h")), following) == .send(.interface(.toggleHourly)))
    #expect(command(.key(.character("m")), following) == .send(.interface(.toggleUnits)))
    #expect(command(.key(.character("?")), following) == .send(.interface(.toggleHelp)))
  }

  @Test func forecastKeys() {
    let forecast = state(focus: .forecast)
    #expect(command(.key(.character("q")), forecast) == .quit)
    #expect(command(.key(.character("h")), forecast) == .send(.interface(.toggleHourly)))
    #expect(command(.key(.character("j")), forecast) == .send(.interface(.moveSelection(by: 1))))
    #expect(command(.key(.character("d")), forecast) == nil)
  }

  @Test func helpTakesKeysWhileShown() {
    let help = state(focus: .following, help: true)
    #expect(command(.key(.escape), help) == .send(.interface(.toggleHelp)))
    #expect(command(.key(.character("?")), help) == .send(.interface(.toggleHelp)))
    #expect(command(.key(.character("q")), help) == .send(.interface(.toggleHelp)))
    #expect(command(.key(.character("d")), help) == nil)
    #expect(command(.paste("x"), help) == nil)
    #expect(command(.key(.character("c"), .control), help) == .quit)
  }
}

extension KeyMapTests {
  /// While a confirmation asks, keys choose and press its buttons and do nothing else.
  @Test func aConfirmationTakesTheKeysWhileItAsks() {
    var asking = state(focus: .following)
    asking.interface?.confirmation = ConfirmationDialogState(titleVisibility: .visible) {
      TextState("Unfollow London?")
    } actions: {
      ButtonState(role: .destructive, action: .unfollow(2_643_743)) { TextState("Unfollow") }
      ButtonState(role: .cancel) { TextState("Cancel") }
    }
    #expect(
      command(.key(.enter), asking)
        == .send(.interface(.confirmation(.presented(.unfollow(2_643_743))))))
    #expect(command(.key(.escape), asking) == .send(.interface(.confirmation(.dismiss))))
    #expect(command(.key(.character("q")), asking) == .send(.interface(.confirmation(.dismiss))))
    for key in [Key.right, .down, .tab] {
      #expect(command(.key(key), asking) == .send(.interface(.moveConfirmationButton(by: 1))))
    }
    for key in [Key.left, .up] {
      #expect(command(.key(key), asking) == .send(.interface(.moveConfirmationButton(by: -1))))
    }
    #expect(
      command(.key(.tab, .shift), asking) == .send(.interface(.moveConfirmationButton(by: -1))))
    // The cancel button has no action: pressing it dismisses.
    asking.interface?.confirmationButton = 1
    #expect(command(.key(.enter), asking) == .send(.interface(.confirmation(.dismiss))))
    // The panes' keys wait: no second `d`, no typing, no help.
    for letter: Character in ["d", "u", "r", "?", "x"] {
      #expect(command(.key(.character(letter)), asking) == nil)
    }
    #expect(command(.paste("paris"), asking) == nil)
    #expect(command(.key(.character("c"), .control), asking) == .quit)
  }
}
