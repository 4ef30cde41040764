import Testing
import WeatherFeatures
import WeatherText

/// swift-argument-parser's own usage errors, recognised and worded in every language.
struct ParserPhraseTests {
  /// The reasons as swift-argument-parser 1.8 words them, and what each names.
  static let reasons: [(String, Wording.ParserPhrase, [String])] = [
    ("Missing value for '--days <days>'", .missingValue, ["'--days <days>'"]),
    ("Missing expected argument '<city> ...'", .missingArgument, ["'<city> ...'"]),
    ("Missing one of: '--id <id>', '<place>'", .missingOneOf, ["'--id <id>', '<place>'"]),
    (
      "The value 'abc' is invalid for '--days <days>'", .invalidValue, ["'abc'", "'--days <days>'"]
    ),
    (
      "The value 'x' is invalid for '--units <units>': Please provide one of 'metric'",
      .invalidValue, ["'x'", "'--units <units>'"]
    ),
    ("Unexpected argument 'extra'", .unexpectedArgument, ["'extra'"]),
    ("2 unexpected arguments: 'a', 'b'", .unexpectedArguments, ["2", "'a', 'b'"]),
    (
      "The option '--hourly' does not take any value, but 'yes' was specified.",
      .flagTakesNoValue, ["'--hourly'", "'yes'"]
    ),
  ]

  @Test func eachShapeIsRecognised() {
    for (reason, phrase, values) in Self.reasons {
      let parsed = Wording.parse(parserReason: reason)
      #expect(parsed?.0 == phrase, "\(reason)")
      #expect(parsed?.1 == values, "\(reason)")
    }
    #expect(Wording.parse(parserReason: "--days muss zwischen 1 und 16 liegen.") == nil)
    #expect(Wording.parse(parserReason: "Missing value for days") == nil)
  }

  /// English is the parser's own text, unchanged; the English table says the same.
  @Test func englishIsAsTheParserSaysIt() {
    let english = Wording(.en)
    for (reason, phrase, values) in Self.reasons.filter({ !$0.0.contains(": Please") }) {
      #expect(english.usageReason(reason) == reason)
      var filled = Wording.parserPhrases[.en]?[phrase.rawValue] ?? ""
      for (index, value) in values.enumerated() {
        filled = filled.replacingOccurrences(of: "{\(index + 1)}", with: value)
      }
      #expect(filled == reason)
    }
  }

  @Test(arguments: Language.allCases.filter { $0 != .en })
  func everyLanguageWordsEveryReason(_ language: Language) {
    let table = Wording.parserPhrases[language] ?? []
    let english = Wording.parserPhrases[.en] ?? []
    #expect(table.count == Wording.ParserPhrase.allCases.count)
    for (index, text) in table.enumerated() where english.indices.contains(index) {
      for placeholder in ["{1}", "{2}"] {
        #expect(text.contains(placeholder) == english[index].contains(placeholder), "\(text)")
      }
      #expect(text != english[index], "\(language): \(text)")
    }
    let wording = Wording(language)
    for (reason, _, values) in Self.reasons {
      let worded = wording.usageReason(reason)
      #expect(worded != reason, "\(language): \(reason)")
      for value in values { #expect(worded.contains(value), "\(language): \(worded)") }
    }
    // A reason of another shape is shown as it came.
    #expect(wording.usageReason("something else") == "something else")
  }

  @Test func germanReadsAsGerman() {
    let german = Wording(.de)
    #expect(
      german.usageReason("The value 'abc' is invalid for '--days <days>'")
        == "Der Wert 'abc' ist für '--days <days>' ungültig")
    #expect(
      german.usageReason("Missing value for '--days <days>'")
        == "Für '--days <days>' fehlt ein Wert")
  }
}
