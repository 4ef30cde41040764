public import Foundation

/// A city's weather: now, hour by hour, and day by day, in one unit system.
public struct Forecast: Hashable, Codable, Sendable {
  /// The city the forecast is for.
  public var city: City
  /// When the provider answered; the age of a stale forecast is measured from here.
  public var fetchedAt: Date
  /// The unit system every value is in.
  public var units: Units
  /// The city's offset from UTC in seconds when the forecast was made, for local times.
  public var utcOffsetSeconds: Int
  /// The conditions now.
  public var current: CurrentConditions
  /// Hourly steps, at least 48 when the provider has them.
  public var hourly: [HourlyStep]
  /// One step per local day, 1 to 16 of them.
  public var daily: [DailyStep]

  /// A forecast from its parts.
  public init(
    city: City, fetchedAt: Date, units: Units, utcOffsetSeconds: Int,
    current: CurrentConditions, hourly: [HourlyStep], daily: [DailyStep]
  ) {
    self.city = city
    self.fetchedAt = fetchedAt
    self.units = units
    self.utcOffsetSeconds = utcOffsetSeconds
    self.current = current
    self.hourly = hourly
    self.daily = daily
  }
}

/// The weather at one moment.
public struct CurrentConditions: Hashable, Codable, Sendable {
  /// The moment the values are for.
  public var time: Date
  /// Air temperature at 2 m.
  public var temperature: Double
  /// The temperature it feels like, when known.
  public var apparentTemperature: Double?
  /// Relative humidity in percent, when known.
  public var humidity: Double?
  /// Precipitation over the preceding interval, when known.
  public var precipitation: Double?
  /// Wind speed at 10 m, when known.
  public var windSpeed: Double?
  /// The direction the wind comes from, in degrees, when known.
  public var windDirection: Double?
  /// Wind gusts at 10 m, when known.
  public var windGusts: Double?
  /// The sky.
  public var condition: WeatherCondition
  /// Whether the sun is up, when known.
  public var isDay: Bool?
  /// Air pressure reduced to mean sea level, in hectopascals whatever the units, when known.
  public var pressure: Double?
  /// How far one can see, in metres whatever the units, when known.
  public var visibility: Double?
  /// The UV index (0 and up; 11+ is extreme), when known.
  public var uvIndex: Double?
  /// Chance of precipitation this hour in percent, when known.
  public var precipitationProbability: Double?

  /// Conditions from their values; unknown ones stay `nil`.
  public init(
    time: Date, temperature: Double, apparentTemperature: Double? = nil, humidity: Double? = nil,
    precipitation: Double? = nil, windSpeed: Double? = nil, windDirection: Double? = nil,
    windGusts: Double? = nil, condition: WeatherCondition, isDay: Bool? = nil,
    pressure: Double? = nil, visibility: Double? = nil, uvIndex: Double? = nil,
    precipitationProbability: Double? = nil
  ) {
    self.time = time
    self.temperature = temperature
    self.apparentTemperature = apparentTemperature
    self.humidity = humidity
    self.precipitation = precipitation
    self.windSpeed = windSpeed
    self.windDirection = windDirection
    self.windGusts = windGusts
    self.condition = condition
    self.isDay = isDay
    self.pressure = pressure
    self.visibility = visibility
    self.uvIndex = uvIndex
    self.precipitationProbability = precipitationProbability
  }
}

/// The weather for one hour.
public struct HourlyStep: Hashable, Codable, Sendable {
  /// The start of the hour.
  public var time: Date
  /// Air temperature at 2 m.
  public var temperature: Double
  /// The temperature it feels like, when known.
  public var apparentTemperature: Double?
  /// Relative humidity in percent, when known.
  public var humidity: Double?
  /// Precipitation over the hour, when known.
  public var precipitation: Double?
  /// Chance of precipitation in percent, when known.
  public var precipitationProbability: Double?
  /// Wind speed at 10 m, when known.
  public var windSpeed: Double?
  /// The direction the wind comes from, in degrees, when known.
  public var windDirection: Double?
  /// Wind gusts at 10 m, when known.
  public var windGusts: Double?
  /// The sky.
  public var condition: WeatherCondition
  /// Air pressure reduced to mean sea level, in hectopascals whatever the units, when known.
  public var pressure: Double?
  /// How far one can see, in metres whatever the units, when known.
  public var visibility: Double?
  /// The UV index, when known.
  public var uvIndex: Double?

  /// An hour from its values; unknown ones stay `nil`.
  public init(
    time: Date, temperature: Double, apparentTemperature: Double? = nil, humidity: Double? = nil,
    precipitation: Double? = nil, precipitationProbability: Double? = nil,
    windSpeed: Double? = nil, windDirection: Double? = nil, windGusts: Double? = nil,
    condition: WeatherCondition, pressure: Double? = nil, visibility: Double? = nil,
    uvIndex: Double? = nil
  ) {
    self.time = time
    self.temperature = temperature
    self.apparentTemperature = apparentTemperature
    self.humidity = humidity
    self.precipitation = precipitation
    self.precipitationProbability = precipitationProbability
    self.windSpeed = windSpeed
    self.windDirection = windDirection
    self.windGusts = windGusts
    self.condition = condition
    self.pressure = pressure
    self.visibility = visibility
    self.uvIndex = uvIndex
  }
}

/// The weather for one local calendar day.
public struct DailyStep: Hashable, Codable, Sendable {
  /// The local date, "2026-09-15".
  public var date: String
  /// The lowest temperature.
  public var temperatureMin: Double
  /// The highest temperature.
  public var temperatureMax: Double
  /// The lowest felt temperature, when known.
  public var apparentTemperatureMin: Double?
  /// The highest felt temperature, when known.
  public var apparentTemperatureMax: Double?
  /// Mean relative humidity in percent, when known.
  public var humidity: Double?
  /// Total precipitation, when known.
  public var precipitationSum: Double?
  /// The highest chance of precipitation in percent, when known.
  public var precipitationProbability: Double?
  /// The strongest wind, when known.
  public var windSpeedMax: Double?
  /// The strongest gust, when known.
  public var windGustsMax: Double?
  /// The direction the wind mostly comes from, in degrees, when known.
  public var windDirection: Double?
  /// The day's most significant weather.
  public var condition: WeatherCondition
  /// Sunrise, when the sun rises that day.
  public var sunrise: Date?
  /// Sunset, when the sun sets that day.
  public var sunset: Date?
  /// The day's highest UV index, when known.
  public var uvIndexMax: Double?

  /// A day from its values; unknown ones stay `nil`.
  public init(
    date: String, temperatureMin: Double, temperatureMax: Double,
    apparentTemperatureMin: Double? = nil, apparentTemperatureMax: Double? = nil,
    humidity: Double? = nil, precipitationSum: Double? = nil,
    precipitationProbability: Double? = nil, windSpeedMax: Double? = nil,
    windGustsMax: Double? = nil, windDirection: Double? = nil, condition: WeatherCondition,
    sunrise: Date? = nil, sunset: Date? = nil, uvIndexMax: Double? = nil
  ) {
    self.date = date
    self.temperatureMin = temperatureMin
    self.temperatureMax = temperatureMax
    self.apparentTemperatureMin = apparentTemperatureMin
    self.apparentTemperatureMax = apparentTemperatureMax
    self.humidity = humidity
    self.precipitationSum = precipitationSum
    self.precipitationProbability = precipitationProbability
    self.windSpeedMax = windSpeedMax
    self.windGustsMax = windGustsMax
    self.windDirection = windDirection
    self.condition = condition
    self.sunrise = sunrise
    self.sunset = sunset
    self.uvIndexMax = uvIndexMax
  }
}
