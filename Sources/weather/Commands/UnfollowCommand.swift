import ArgumentParser
import WeatherClientLive
import WeatherFeatures

/// `weather unfollow <id | name>`: remove a city from the followed list.
struct UnfollowCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "unfollow",
    abstract: "Stop following a city, by GeoNames id or by name.",
    discussion: """
      Examples:
        weather unfollow 2643743
        weather unfollow london
      """)

  @Argument(help: "The id or name of a followed city (see `weather following`).")
  var city: [String]

  @OptionGroup var global: GlobalOptions

  func validate() throws {
    try CityIDArgument.validate(city.joined(separator: " "))
  }

  @MainActor
  func run() async throws {
    try await CommandRunner.run {
      let context = try CommandContext(options: global)
      let argument = city.joined(separator: " ")
      let followed = try await context.loadFollowing()
      let key = CityTable.fold(argument)
      let matches = followed.filter { Int(argument) == $0.id || CityTable.fold($0.name) == key }
      guard let target = matches.first else {
        throw CommandFailure(
          "you do not follow \"\(argument)\"; see `weather following`", status: .unknownCity)
      }
      guard matches.count == 1 else {
        throw CityNameResolver.ambiguous(argument, matches: matches, verb: "unfollow")
      }
      try await context.perform(.following(.unfollow(target.id)), message: "Saving")
      let following = context.store.following
      if let error = following.error { throw CommandFailure(error) }
      if global.json {
        try context.printJSON(
          JSONOutput.Unfollow(unfollowed: target, following: following.cities.map(\.city)))
      } else {
        print(
          "Stopped following \(target.displayName) (\(target.id)). "
            + "\(following.cities.count) cit\(following.cities.count == 1 ? "y" : "ies") followed.")
      }
    }
  }
}
