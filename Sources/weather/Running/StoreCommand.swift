import WeatherClientLive
import WeatherFeatures
import WeatherText

/// The one shape of every `weather` command that does something: it turns its arguments into
/// the app's initial state and the actions to send; ``CommandRunner`` sends them to a store of
/// ``AppFeature`` on the live environment and awaits the effects; the command's view (in
/// `WeatherText`) turns the state it ends in into its output. No command decides anything the
/// features decide, formats anything, or calls a client.
protocol StoreCommand {
  /// The options every command takes.
  var global: GlobalOptions { get }
  /// Whether city search asks the provider instead of the embedded table.
  var onlineSearch: Bool { get }
  /// What the spinner says while the effects run, in the run's language.
  var progress: Wording.Phrase { get }
  /// The command line's part of the settings (flags override `WEATHER_*` and the config file).
  var settingOverrides: SettingOverrides { get }
  /// The app state to start from, given the settings in force.
  func initialState(_ settings: Settings) -> AppFeature.State
  /// The actions to send, in order; the runner then awaits every effect they start.
  var actions: [AppFeature.Action] { get }
  /// What to print, and the exit status, for the state the effects ended in.
  func output(_ state: AppFeature.State, options: OutputOptions) -> CommandOutput
}

extension StoreCommand {
  var settingOverrides: SettingOverrides { global.overrides() }
  var onlineSearch: Bool { false }
  var progress: Wording.Phrase { .progressWorking }
}
