package import WeatherFeatures

/// What a command's output may depend on besides state: the style the terminal allows, the
/// options, the provider credited. Built by the executable from the terminal and the settings,
/// so that the views stay pure.
package struct OutputOptions: Sendable {
  /// The weather providers whose data may be shown, each with the credit its licence asks for.
  package enum DataProvider: Sendable {
    case openMeteo
    case openWeatherMap
  }

  /// Which postal codes the offline table holds, for saying why a code was not found.
  package struct PostalCodeCoverage: Sendable {
    /// The countries (ISO 3166-1 alpha-2) whose codes the table holds.
    package var countries: Set<String>
    /// Whether the table holds every code of a code's country.
    package var covers: @Sendable (PostalCode) -> Bool

    /// A coverage from its parts.
    package init(countries: Set<String>, covers: @escaping @Sendable (PostalCode) -> Bool) {
      self.countries = countries
      self.covers = covers
    }
  }

  /// Styling or not, and the width.
  package var style: TextStyle
  /// The units asked for.
  package var units: Units
  /// The language of names and labels.
  package var language: Language = .en
  /// The user's locale, for the hour cycle of times.
  package var clockLocale: String?
  /// Whether to print JSON.
  package var json: Bool
  /// The provider whose data is shown.
  package var provider: DataProvider
  /// The offline postal code table's reach.
  package var postalCodes: PostalCodeCoverage

  /// Options from their parts.
  package init(
    style: TextStyle, units: Units, language: Language = .en, clockLocale: String? = nil,
    json: Bool, provider: DataProvider, postalCodes: PostalCodeCoverage
  ) {
    self.style = style
    self.units = units
    self.language = language
    self.clockLocale = clockLocale
    self.json = json
    self.provider = provider
    self.postalCodes = postalCodes
  }

  /// The credit the data licence asks for wherever the weather is shown, in the language (the
  /// provider's name, address and licence as they are).
  package var dataCredit: String {
    Wording(language).commandPhrase(
      provider == .openMeteo ? .creditOpenMeteo : .creditOpenWeather)
  }

  /// The credit, dimmed, on as many lines as the width needs: it is never cut.
  package var styledDataCredit: String {
    FlowText.lines(
      dataCredit.split(separator: " ").map(String.init), width: style.width, separator: " "
    )
    .map(style.dim).joined(separator: "\n")
  }

  /// `value` as `--json` prints it (``JSONOutput/encode(_:)``).
  package func json(_ value: some Encodable) -> CommandOutput {
    do {
      return CommandOutput(output: try JSONOutput.encode(value), isExact: true)
    } catch {
      return .failure(
        Wording(language).commandPhrase(.cannotEncodeJSON, "\(error)"), .failure)
    }
  }
}
