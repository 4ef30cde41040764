import Testing
@Test func placeholderWeatherFeaturesTests() {}
