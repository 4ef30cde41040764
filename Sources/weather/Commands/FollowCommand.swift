import ArgumentParser
import WeatherFeatures

/// `weather follow <id | name>`: add a city to the followed list.
struct FollowCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "follow",
    abstract: "Follow a city, by GeoNames id or by name.",
    discussion: """
      A name that matches several cities lists them with their ids; follow one by id then.

      Examples:
        weather follow 2643743
        weather follow zurich
      """)

  @Argument(help: "A GeoNames id (see `weather search`) or a city name.")
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
      _ = try await context.loadFollowing()
      let targetID: City.ID
      if let id = Int(argument) {
        targetID = id
        try await context.perform(.following(.follow(id)), message: "Following")
      } else {
        let resolution = CityNameResolver.resolve(argument)
        guard let match = resolution.matches.first else {
          throw CityNameResolver.unknown(argument, suggestions: resolution.suggestions)
        }
        guard resolution.matches.count == 1 else {
          throw CityNameResolver.ambiguous(argument, matches: resolution.matches, verb: "follow")
        }
        targetID = match.id
        try await context.perform(.following(.followCity(match)), message: "Following")
      }
      let following = context.store.following
      let followed: City
      let alreadyFollowing: Bool
      switch following.error {
      case .alreadyFollowing(let city):
        (followed, alreadyFollowing) = (city, true)
      case .some(let error):
        throw CommandFailure(error)
      case .none:
        guard let city = following.cities[id: targetID]?.city else {
          throw CommandFailure("\(targetID) could not be followed", status: .failure)
        }
        (followed, alreadyFollowing) = (city, false)
      }
      if global.json {
        try context.printJSON(
          JSONOutput.Follow(
            followed: followed, alreadyFollowing: alreadyFollowing,
            following: following.cities.map(\.city)))
      } else if alreadyFollowing {
        print("Already following \(followed.displayName) (\(followed.id)).")
      } else {
        print(
          "Following \(context.terminal.bold(followed.displayName)) (\(followed.id)). "
            + "\(following.cities.count) cit\(following.cities.count == 1 ? "y" : "ies") followed.")
      }
    }
  }
}
