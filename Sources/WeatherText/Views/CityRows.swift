package import WeatherFeatures

/// Cities as a table: id, name, region, country, population (`search`, and the candidates of
/// an ambiguous name).
package enum CityRows {
  /// The table at `style`'s width, its header bold when styled and in `language`.
  package static func table(_ cities: [City], style: TextStyle, language: Language = .en)
    -> String
  {
    let words = Wording(language)
    return TextTable(
      columns: [
        .init(title: words.commandPhrase(.headerID), alignRight: true, priority: 9),
        .init(title: words.commandPhrase(.headerName), priority: 9, minimumWidth: 12),
        .init(title: words.commandPhrase(.headerRegion), priority: 3, minimumWidth: 8),
        .init(title: words.commandPhrase(.headerCountry), priority: 5),
        .init(title: words.commandPhrase(.headerPopulation), alignRight: true, priority: 1),
      ],
      rows: cities.map { city in
        [
          "\(city.id)", TerminalText.clean(city.name), TerminalText.clean(city.admin1 ?? ""),
          TerminalText.clean(city.countryCode),
          city.population > 0 ? grouped(city.population) : "",
        ]
      }
    )
    .render(width: style.width, header: style.bold)
  }

  /// 8961989 → "8,961,989".
  package static func grouped(_ number: Int) -> String {
    let digits = String(number)
    var result = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
      result.append(digit)
    }
    return result
  }
}
