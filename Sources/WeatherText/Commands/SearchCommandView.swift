package import WeatherFeatures

/// What `weather search` prints: the cities found as a table or JSON, or with no query the
/// recent searches.
package struct SearchCommandView {
  /// The name looked for, as typed (JSON echoes it exactly); `nil` for no query.
  package var query: String?

  /// The view of a search for `query` (`nil`: the recent searches).
  package init(query: String?) {
    self.query = query
  }

  /// The output for the search's state.
  package func output(_ search: SearchFeature.State, options: OutputOptions) -> CommandOutput {
    guard let text = query else { return Self.recent(search, options: options) }
    if let error = search.error {
      guard let code = PostalCode.searched(text, countryCode: search.countryCode) else {
        return .failure(error, in: options)
      }
      return ResolutionReport.postalCodeFailure(
        QuotedInput.shown(code.description), error, postalCodes: options.postalCodes,
        language: options.language)
    }
    let results = Array(search.results)
    var output =
      options.json
      ? options.json(JSONOutput.Search(query: text, results: results))
      : CommandOutput(
        output: results.isEmpty
          ? nil : CityRows.table(results, style: options.style, language: options.language))
    if search.foundNothing {
      let isPostalCode = PostalCode.searched(text, countryCode: search.countryCode) != nil
      output.messages.append(
        Wording(options.language).phrase(
          isPostalCode ? .noPostalCodeMatches : .noCityMatches, QuotedInput.shown(text)))
      output.status = .unknownCity
    }
    // Remembering is a convenience: a search that could not be saved still succeeded.
    if let error = search.recentSearchesError {
      let words = Wording(options.language)
      output.messages.append(
        words.withNextStep(words.phrase(.searchNotRemembered, words.message(error)), for: error))
    }
    return output
  }

  /// The recent searches, newest first: one a line, or `{"recentSearches": […]}`.
  private static func recent(_ search: SearchFeature.State, options: OutputOptions)
    -> CommandOutput
  {
    if let error = search.recentSearchesError { return .failure(error, in: options) }
    if options.json {
      return options.json(JSONOutput.RecentSearches(recentSearches: search.recentSearches))
    }
    guard !search.recentSearches.isEmpty else {
      return CommandOutput(
        messages: [Wording(options.language).commandPhrase(.noRecentSearches)])
    }
    return CommandOutput(output: search.recentSearches.joined(separator: "\n"))
  }
}
