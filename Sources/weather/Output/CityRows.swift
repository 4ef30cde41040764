import WeatherFeatures
import WeatherTerminal
import WeatherText

/// Cities as a table: id, name, region, country, population.
enum CityRows {
  static func table(_ cities: [City], terminal: Terminal) -> String {
    TextTable(
      columns: [
        .init(title: "ID", alignRight: true, priority: 9),
        .init(title: "NAME", priority: 9, minimumWidth: 12),
        .init(title: "REGION", priority: 3, minimumWidth: 8),
        .init(title: "COUNTRY", priority: 5),
        .init(title: "POPULATION", alignRight: true, priority: 1),
      ],
      rows: cities.map { city in
        [
          "\(city.id)", TerminalText.clean(city.name), TerminalText.clean(city.admin1 ?? ""),
          TerminalText.clean(city.countryCode),
          city.population > 0 ? grouped(city.population) : "",
        ]
      }
    )
    .render(width: terminal.width, header: terminal.bold)
  }

  /// 8961989 → "8,961,989".
  static func grouped(_ number: Int) -> String {
    let digits = String(number)
    var result = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
      result.append(digit)
    }
    return result
  }
}
