/// The program's version and the credits the data licences require.
enum Attribution {
  static let version = "1.0.0"

  static let text = """
    Weather data by Open-Meteo.com (https://open-meteo.com/), licensed CC BY 4.0.
    City data from GeoNames (https://www.geonames.org/), licensed CC BY 4.0.
    With --provider openweathermap: weather data by OpenWeather (https://openweathermap.org/).
    """
}
