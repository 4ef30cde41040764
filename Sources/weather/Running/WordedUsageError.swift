import ArgumentParser
import WeatherText

extension ValidationError {
  /// A usage error from `validate()`, in the language of the messages (``MessageLanguage``):
  /// it is thrown while the command line is parsed, before the command reads its settings.
  init(_ phrase: Wording.Phrase, _ values: String...) {
    self.init(Wording(MessageLanguage.current()).phrase(phrase, arguments: values))
  }

  /// `--format`'s problem as a usage error, in the language of the messages.
  init(_ problem: StatusLineFormat.Problem) {
    self.init(problem.message(Wording(MessageLanguage.current())))
  }
}
