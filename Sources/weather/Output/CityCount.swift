/// "1 city followed.", "3 cities followed."
enum CityCount {
  static func followed(_ count: Int) -> String {
    "\(count) cit\(count == 1 ? "y" : "ies") followed."
  }
}
