import Foundation
import Testing
import WeatherFeatures

/// The moon phase against published times of principal phases (UTC, from the almanacs).
@Suite struct MoonPhaseTests {
  /// A UTC instant from its fields.
  static func utc(_ y: Int, _ mo: Int, _ d: Int, _ h: Int, _ mi: Int) -> Date {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
    return calendar.date(from: DateComponents(year: y, month: mo, day: d, hour: h, minute: mi))
      ?? .distantPast
  }

  /// The signed distance between two angles, -180 to 180.
  static func angle(_ a: Double, _ b: Double) -> Double {
    let difference = (a - b).truncatingRemainder(dividingBy: 360)
    return difference > 180 ? difference - 360 : difference < -180 ? difference + 360 : difference
  }

  @Test(arguments: [
    (utc(2024, 1, 11, 11, 57), 0.0, MoonPhase.Name.newMoon),
    (utc(2024, 1, 18, 3, 53), 90, .firstQuarter),
    (utc(2024, 1, 25, 17, 54), 180, .fullMoon),
    (utc(2024, 1, 4, 3, 30), 270, .lastQuarter),
    (utc(2024, 4, 8, 18, 21), 0, .newMoon),  // the total solar eclipse
    (utc(2022, 11, 8, 11, 2), 180, .fullMoon),  // the total lunar eclipse
    (utc(2023, 8, 31, 1, 36), 180, .fullMoon),
    (utc(2000, 1, 21, 4, 40), 180, .fullMoon),
  ])
  func principalPhasesFallWithinAnHour(date: Date, elongation: Double, name: MoonPhase.Name) {
    let phase = MoonPhase(at: date)
    // The Moon gains about 0.5° an hour on the Sun.
    #expect(abs(Self.angle(phase.elongation, elongation)) < 0.5)
    #expect(phase.name == name)
  }

  @Test func newAndFullMoonAreDarkAndLit() {
    let new = MoonPhase(at: Self.utc(2024, 1, 11, 11, 57))
    let full = MoonPhase(at: Self.utc(2024, 1, 25, 17, 54))
    #expect(new.illumination < 0.001)
    #expect(full.illumination > 0.999)
    #expect(new.age < 0.1 || new.age > MoonPhase.synodicMonth - 0.1)
    #expect(abs(full.age - MoonPhase.synodicMonth / 2) < 0.1)
    #expect(full.name.symbol == "🌕")
  }

  @Test func betweenPrincipalPhasesTheMoonWaxesThenWanes() {
    // Three days after new and three days after full.
    let waxing = MoonPhase(at: Self.utc(2024, 1, 14, 12, 0))
    let waning = MoonPhase(at: Self.utc(2024, 1, 28, 18, 0))
    #expect(waxing.name == .waxingCrescent)
    #expect(waning.name == .waningGibbous)
    #expect((0.05...0.3).contains(waxing.illumination))
    #expect((0.7...0.95).contains(waning.illumination))
  }

  @Test func everyInstantOfAMonthHasAPhaseInRange() {
    var names: Set<MoonPhase.Name> = []
    var previousAge = -1.0
    var wraps = 0
    for hour in stride(from: 0, to: 30 * 24, by: 6) {
      let phase = MoonPhase(at: Self.utc(2026, 9, 1, 0, 0).addingTimeInterval(Double(hour) * 3600))
      #expect((0..<360).contains(phase.elongation))
      #expect((0...1).contains(phase.illumination))
      #expect((0..<MoonPhase.synodicMonth).contains(phase.age))
      if phase.age < previousAge { wraps += 1 }
      previousAge = phase.age
      names.insert(phase.name)
    }
    // Thirty days see every phase and exactly one new moon.
    #expect(names == Set(MoonPhase.Name.allCases))
    #expect(wraps == 1)
  }
}
