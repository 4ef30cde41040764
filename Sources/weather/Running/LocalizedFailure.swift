import WeatherFeatures
import WeatherText

extension Rendering {
  /// A failure the features reported, worded in the run's language (``Wording/message(_:)``);
  /// the exit status is the error's, whatever the language.
  static func failure(_ error: WeatherError, in context: RenderContext) -> Rendering {
    .failure(Wording(context.language).message(error), ExitStatus(error))
  }
}
