import Foundation
import Testing
import WeatherFeatures

@testable import WeatherClientLive

@Suite struct OpenWeatherMapMappingTests {
  @Test(arguments: [
    (200, WeatherCondition.thunderstorm), (211, .thunderstorm), (232, .thunderstorm),
    (300, .drizzle(.light)), (301, .drizzle(.moderate)), (302, .drizzle(.heavy)),
    (321, .drizzle(.moderate)), (500, .rain(.light)), (501, .rain(.moderate)),
    (504, .rain(.heavy)), (511, .freezingRain(.light)), (520, .rainShowers(.light)),
    (522, .rainShowers(.heavy)), (531, .rainShowers(.moderate)), (600, .snowFall(.light)),
    (601, .snowFall(.moderate)), (602, .snowFall(.heavy)), (611, .snowFall(.light)),
    (621, .snowShowers(.light)), (622, .snowShowers(.heavy)), (701, .fog), (741, .fog),
    (781, .fog), (800, .clearSky), (801, .mainlyClear), (802, .partlyCloudy),
    (803, .overcast), (804, .overcast), (900, .unknown(900)),
  ])
  func conditionIDs(_ id: Int, _ condition: WeatherCondition) {
    #expect(WeatherCondition(openWeatherMapID: id) == condition)
  }

  @Test func mappedConditionsSurviveEncoding() throws {
    for id in [200, 300, 302, 500, 511, 522, 600, 620, 622, 741, 800, 801, 802, 804] {
      let condition = WeatherCondition(openWeatherMapID: id)
      #expect(WeatherCondition(wmoCode: condition.wmoCode) == condition)
    }
  }

  @Test func codeIsANumberOrAString() throws {
    let decoder = JSONDecoder()
    #expect(try decoder.decode(OpenWeatherMapCode.self, from: Data("404".utf8)).value == 404)
    #expect(try decoder.decode(OpenWeatherMapCode.self, from: Data(#""404""#.utf8)).value == 404)
    #expect(try decoder.decode(OpenWeatherMapCode.self, from: Data(#""x""#.utf8)).value == nil)
  }

  @Test func offsetsBecomeEtcZones() {
    #expect(OpenWeatherMapTimeZone.identifier(forOffset: 3600) == "Etc/GMT-1")
    #expect(OpenWeatherMapTimeZone.identifier(forOffset: -18_000) == "Etc/GMT+5")
    #expect(OpenWeatherMapTimeZone.identifier(forOffset: 0) == "UTC")
    #expect(OpenWeatherMapTimeZone.identifier(forOffset: 19_800) == "UTC")
    #expect(OpenWeatherMapTimeZone.identifier(forOffset: nil) == "UTC")
  }

  @Test func countryNamesComeFromTheCode() {
    #expect(CountryName.english(forCode: "GB") == "United Kingdom")
    #expect(CountryName.english(forCode: "fr") == "France")
    #expect(CountryName.english(forCode: "") == "")
    #expect(CountryName.english(forCode: "ZZ") == "ZZ")
  }

  /// Steps at 00, 03 … 21 UTC in New York (UTC−4): 00 UTC is 20:00 the day before.
  @Test func stepsAreGroupedByLocalDate() throws {
    let start = ProviderFixture.utc(2026, 9, 16, 0, 0).timeIntervalSince1970
    let items = (0..<10).map { index in
      """
      {"dt":\(Int(start) + index * 10_800),"main":{"temp":\(10 + index)},\
      "weather":[{"id":\(index == 2 ? 501 : 800)}],\
      "wind":{"speed":2,"deg":\(index < 5 ? 350 : 10)},"rain":{"3h":0.5}}
      """
    }
    let json = Data(("[" + items.joined(separator: ",") + "]").utf8)
    let steps = try JSONDecoder().decode([OpenWeatherMapForecastItem].self, from: json)
    let days = OpenWeatherMapDailyGrouping.days(
      from: steps, utcOffsetSeconds: -14_400, units: .metric)
    #expect(days.map(\.date) == ["2026-09-15", "2026-09-16"])
    // 00 UTC (20:00) and 03 UTC (23:00) on the 15th; the other eight on the 16th.
    #expect(days[0].temperatureMin == 10)
    #expect(days[0].temperatureMax == 11)
    #expect(days[0].condition == .clearSky)
    #expect(days[0].precipitationSum == 1.0)
    #expect(days[0].windDirection == 350)
    #expect(days[1].temperatureMin == 12)
    #expect(days[1].temperatureMax == 19)
    #expect(days[1].condition == .rain(.moderate))
    #expect(days[1].precipitationSum == 4.0)
    #expect(days[1].precipitationProbability == nil)
    // Three steps from 350°, five from 10°: the mean is just right of north.
    #expect(days[1].windDirection == 3)
    #expect(days[1].windSpeedMax == 2 * 3.6)
  }
}
