import ArgumentParser
import WeatherClientLive
import WeatherText

/// "Did you mean" for a mistyped subcommand or option: the nearest known name by edit distance,
/// added to ArgumentParser's usage error, so that `weather forcast paris` says
/// `unknown command 'forcast'; did you mean 'forecast'?` instead of "2 unexpected arguments".
enum TypoSuggestion {
  /// The usage error `reason` with a suggestion when the first word of `arguments` is no
  /// subcommand, or `reason` names an unknown option of the command typed; else `reason`.
  /// Worded in the language of `wording`, ArgumentParser's own reasons too where their shape is
  /// known (``Wording/usageReason(_:)``).
  static func reason(
    _ reason: String, arguments: [String], wording: Wording = Wording(.en)
  ) -> String {
    let words = arguments.prefix { $0 != "--" }
    let subcommands = Weather.configuration.subcommands
    let names = subcommands.compactMap { $0.configuration.commandName }
    if let first = words.first, !first.hasPrefix("-"), !names.contains(first) {
      let said = wording.phrase(.unknownCommand, quoted(first))
      return nearest(first, among: names).map { wording.phrase(.didYouMean, said, $0) } ?? said
    }
    guard let option = unknownOption(in: reason) else { return wording.usageReason(reason) }
    let command = words.first.flatMap { word in
      subcommands.first { $0.configuration.commandName == word }
    }
    let help = Weather.helpMessage(for: command ?? Weather.self, columns: 200)
    let said = wording.phrase(.unknownOption, quoted(option))
    return nearest(option, among: optionNames(inHelp: help)).map {
      wording.phrase(.didYouMean, said, $0)
    } ?? said
  }

  /// The option in "Unknown option '--x'" (ArgumentParser's words and ``PlaceArgument``'s).
  static func unknownOption(in reason: String) -> String? {
    let prefix = "Unknown option '"
    guard reason.hasPrefix(prefix) else { return nil }
    let rest = reason.dropFirst(prefix.count)
    return rest.firstIndex(of: "'").map { String(rest[..<$0]) }
  }

  /// The long options a help text lists (its lines that start with `--` or `-x, --`).
  static func optionNames(inHelp help: String) -> [String] {
    help.split(separator: "\n").flatMap { line -> [String] in
      let trimmed = line.drop { $0 == " " }
      guard trimmed.hasPrefix("-") else { return [] }
      return trimmed.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "/" })
        .prefix { $0.hasPrefix("-") }
        .filter { $0.hasPrefix("--") }
        .map(String.init)
    }
  }

  /// The candidate nearest to `word`, when it is near enough to be a typo: one edit for words of
  /// up to four characters, two for longer ones (`forcast` → `forecast`, but not `xyz` → `now`).
  static func nearest(_ word: String, among candidates: [String]) -> String? {
    let allowed = word.count <= 4 ? 1 : 2
    return
      candidates
      .map { ($0, distance(word.lowercased(), $0)) }
      .filter { $0.1 <= allowed }
      .min { $0.1 < $1.1 }?.0
  }

  /// Edits (insertions, deletions, substitutions, swaps of neighbours) from `a` to `b`: the
  /// optimal string alignment distance.
  static func distance(_ a: String, _ b: String) -> Int {
    let (a, b) = (Array(a), Array(b))
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var rows = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { rows[i][0] = i }
    for j in 0...b.count { rows[0][j] = j }
    for i in 1...a.count {
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        rows[i][j] = min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          rows[i][j] = min(rows[i][j], rows[i - 2][j - 2] + 1)
        }
      }
    }
    return rows[a.count][b.count]
  }

  /// A word from the command line as it may appear in a message.
  private static func quoted(_ word: String) -> String { ConfigFile.shown(word, limit: 40) }
}
