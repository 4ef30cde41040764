package import WeatherFeatures

/// The usage errors swift-argument-parser words itself (a missing or invalid value, a missing
/// or extra argument), in every ``Language``. The parser says them in English only; the
/// command line hands its reason to ``Wording/usageReason(_:)``, which recognises the shapes
/// of swift-argument-parser 1.8 and words them again. A reason it does not recognise (a newer
/// parser's wording) is shown as the parser said it.
///
/// Templates as in ``Wording/Phrase``: `{1}`, `{2}` stand for the value and the option or
/// argument, quoted as the parser quoted them.
extension Wording {
  /// Every reason recognised, in the order of each language's table in
  /// ``Wording/parserPhrases``.
  package enum ParserPhrase: Int, CaseIterable, Sendable {
    /// `--days` with nothing after it.
    case missingValue
    /// A required argument not given (`weather follow`).
    case missingArgument
    /// One of several required arguments not given.
    case missingOneOf
    /// A value the option cannot take (`--days abc`).
    case invalidValue
    /// One argument too many.
    case unexpectedArgument
    /// Several arguments too many: their count and the list.
    case unexpectedArguments
    /// A flag given a value (`--hourly=yes`).
    case flagTakesNoValue
  }

  /// `reason` (swift-argument-parser's English, without "Error: ") in this language; `reason`
  /// itself in English or when its shape is not one the parser is known to use.
  package func usageReason(_ reason: String) -> String {
    guard language != .en, let (phrase, values) = Self.parse(parserReason: reason) else {
      return reason
    }
    guard Self.parserPhrases[language]?.indices.contains(phrase.rawValue) == true else {
      return reason
    }
    return Self.filled(entry(phrase.rawValue, of: Self.parserPhrases), with: values)
  }

  /// Which reason `text` is and what it names; `nil` for any other text. The quotes stay
  /// with what they quote, so that a value with a space in it reads as the parser showed it.
  package static func parse(parserReason text: String) -> (ParserPhrase, [String])? {
    if let rest = text.removingPrefix("Missing value for "), rest.isQuoted {
      return (.missingValue, [rest])
    }
    if let rest = text.removingPrefix("Missing expected argument "), rest.isQuoted {
      return (.missingArgument, [rest])
    }
    if let rest = text.removingPrefix("Missing one of: "), rest.isQuoted {
      return (.missingOneOf, [rest])
    }
    if let rest = text.removingPrefix("Unexpected argument "), rest.isQuoted {
      return (.unexpectedArgument, [rest])
    }
    if let space = text.firstIndex(of: " "), let count = Int(text[..<space]),
      let rest = String(text[space...]).removingPrefix(" unexpected arguments: "), rest.isQuoted
    {
      return (.unexpectedArguments, [String(count), rest])
    }
    if let rest = text.removingPrefix("The value '"),
      let end = rest.range(of: "' is invalid for '")
    {
      let value = "'" + rest[..<end.lowerBound] + "'"
      let option = "'" + rest[end.upperBound...]
      // A reason the parser adds after a colon is the type's own words: dropped, as the
      // parser's English adds nothing the user can act on beyond the value and the option.
      let name = option.split(separator: ":", maxSplits: 1).first.map(String.init) ?? option
      guard name.isQuoted else { return nil }
      return (.invalidValue, [value, name])
    }
    if let rest = text.removingPrefix("The option '"),
      let end = rest.range(of: "' does not take any value, but '"),
      rest.hasSuffix("' was specified.")
    {
      let option = "'" + rest[..<end.lowerBound] + "'"
      let value = "'" + rest[end.upperBound...].dropLast(" was specified.".count)
      return (.flagTakesNoValue, [option, String(value)])
    }
    return nil
  }

  /// Each language's reasons, in ``ParserPhrase`` order. English is the parser's own.
  package static let parserPhrases: [Language: [String]] = [
    .en: [
      "Missing value for {1}", "Missing expected argument {1}", "Missing one of: {1}",
      "The value {1} is invalid for {2}", "Unexpected argument {1}",
      "{1} unexpected arguments: {2}",
      "The option {1} does not take any value, but {2} was specified.",
    ],
    .de: [
      "Für {1} fehlt ein Wert", "Das Argument {1} fehlt", "Eines davon fehlt: {1}",
      "Der Wert {1} ist für {2} ungültig", "Unerwartetes Argument {1}",
      "{1} unerwartete Argumente: {2}",
      "Die Option {1} nimmt keinen Wert, angegeben wurde aber {2}.",
    ],
    .fr: [
      "Il manque une valeur pour {1}", "Il manque l’argument {1}", "Il manque l’un de : {1}",
      "La valeur {1} n’est pas valable pour {2}", "Argument inattendu {1}",
      "{1} arguments inattendus : {2}",
      "L’option {1} ne prend pas de valeur, mais {2} a été donné.",
    ],
    .es: [
      "Falta un valor para {1}", "Falta el argumento {1}", "Falta uno de: {1}",
      "El valor {1} no es válido para {2}", "Argumento inesperado {1}",
      "{1} argumentos inesperados: {2}",
      "La opción {1} no admite ningún valor, pero se indicó {2}.",
    ],
    .it: [
      "Manca un valore per {1}", "Manca l’argomento {1}", "Manca uno tra: {1}",
      "Il valore {1} non è valido per {2}", "Argomento inatteso {1}",
      "{1} argomenti inattesi: {2}",
      "L’opzione {1} non accetta valori, ma è stato indicato {2}.",
    ],
    .pt: [
      "Falta um valor para {1}", "Falta o argumento {1}", "Falta um de: {1}",
      "O valor {1} não é válido para {2}", "Argumento inesperado {1}",
      "{1} argumentos inesperados: {2}",
      "A opção {1} não aceita valores, mas foi indicado {2}.",
    ],
    .nl: [
      "Er ontbreekt een waarde voor {1}", "Het argument {1} ontbreekt",
      "Een van deze ontbreekt: {1}", "De waarde {1} is ongeldig voor {2}",
      "Onverwacht argument {1}", "{1} onverwachte argumenten: {2}",
      "De optie {1} neemt geen waarde, maar {2} werd opgegeven.",
    ],
    .pl: [
      "Brak wartości dla {1}", "Brak argumentu {1}", "Brak jednego z: {1}",
      "Wartość {1} jest nieprawidłowa dla {2}", "Nieoczekiwany argument {1}",
      "Nieoczekiwane argumenty ({1}): {2}",
      "Opcja {1} nie przyjmuje wartości, a podano {2}.",
    ],
    .ru: [
      "Не указано значение для {1}", "Не указан аргумент {1}", "Не указан ни один из: {1}",
      "Значение {1} недопустимо для {2}", "Лишний аргумент {1}",
      "Лишние аргументы ({1}): {2}",
      "Параметр {1} не принимает значения, но указано {2}.",
    ],
    .uk: [
      "Не вказано значення для {1}", "Не вказано аргумент {1}", "Не вказано жодного з: {1}",
      "Значення {1} неприпустиме для {2}", "Зайвий аргумент {1}",
      "Зайві аргументи ({1}): {2}",
      "Параметр {1} не приймає значення, але вказано {2}.",
    ],
    .ja: [
      "{1} の値がありません", "引数 {1} がありません", "次のいずれかが必要です: {1}",
      "値 {1} は {2} には使えません", "予期しない引数 {1}",
      "予期しない引数が {1} 個あります: {2}",
      "オプション {1} は値を取りませんが、{2} が指定されました。",
    ],
    .zh: [
      "{1} 缺少值", "缺少参数 {1}", "缺少以下之一：{1}",
      "值 {1} 对 {2} 无效", "意外的参数 {1}",
      "{1} 个意外的参数：{2}",
      "选项 {1} 不接受值，但指定了 {2}。",
    ],
  ]
}

extension String {
  /// The rest after `prefix`, or `nil` when the text does not start with it.
  fileprivate func removingPrefix(_ prefix: String) -> String? {
    hasPrefix(prefix) ? String(dropFirst(prefix.count)) : nil
  }

  /// Whether the text is in the parser's single quotes (a list of them included).
  fileprivate var isQuoted: Bool {
    count >= 2 && hasPrefix("'") && hasSuffix("'")
  }
}
