import Testing
@Test func placeholderWeatherClientLiveTests() {}
