import WeatherFeatures

/// Cities as a table: id, name, region, country, population.
enum CityRows {
  static func table(_ cities: [City], terminal: Terminal) -> String {
    TextTable(
      columns: [
        .init(title: "ID", alignRight: true), .init(title: "NAME"), .init(title: "REGION"),
        .init(title: "COUNTRY"), .init(title: "POPULATION", alignRight: true),
      ],
      rows: cities.map { city in
        [
          "\(city.id)", city.name, city.admin1 ?? "", city.countryCode,
          city.population > 0 ? grouped(city.population) : "",
        ]
      }
    )
    .render(header: terminal.bold)
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
