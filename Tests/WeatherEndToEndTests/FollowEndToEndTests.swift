import Foundation
import Testing

/// `weather follow`, `unfollow` and `following` (without weather), on a fresh data directory.
@Suite struct FollowEndToEndTests {
  let sandbox: Sandbox

  init() throws {
    sandbox = try Sandbox()
  }

  struct FollowJSON: Decodable {
    var followed: CityJSON
    var alreadyFollowing: Bool
    var following: [CityJSON]
  }

  struct UnfollowJSON: Decodable {
    var unfollowed: CityJSON
    var following: [CityJSON]
  }

  struct FollowingJSON: Decodable {
    struct Entry: Decodable {
      var city: CityJSON
    }
    var following: [Entry]
  }

  /// The ids saved in following.json.
  func savedIDs() throws -> [Int] {
    let object = try JSONSerialization.jsonObject(with: Data(contentsOf: sandbox.followingFile))
    let cities = try #require((object as? [String: Any])?["cities"] as? [[String: Any]])
    return cities.compactMap { $0["id"] as? Int }
  }

  @Test func followByIDWorksOfflineAndTwiceIsFine() async throws {
    // Every provider URL is refused: the id is found in the embedded table.
    let first = try await sandbox.run(["follow", "2643743"])
    expectSuccess(first)
    #expect(first.stdout == "Following London, England, GB (2643743). 1 city followed.\n")
    #expect(try savedIDs() == [Cities.london])

    let again = try await sandbox.run(["follow", "2643743"])
    expectSuccess(again)
    #expect(again.stdout == "Already following London, England, GB (2643743).\n")
    let json = try await sandbox.run(["follow", "2643743", "--json"])
    expectSuccess(json)
    let follow = try json.json(FollowJSON.self)
    #expect(follow.alreadyFollowing)
    #expect(follow.followed.id == Cities.london)
    #expect(follow.following.map(\.id) == [Cities.london])
    #expect(try savedIDs() == [Cities.london])
  }

  @Test func followAnAmbiguousNameListsTheIDs() async throws {
    // No Springfield has five times the people of the next one.
    let run = try await sandbox.run(["follow", "springfield"])
    let lines = run.stderr.split(separator: "\n").count
    expectFailure(
      run, status: 64, "weather: \"springfield\" matches",
      "give an id, e.g. `weather follow 4409896`", "  4409896  Springfield, Missouri, US",
      "  4951788  Springfield, Massachusetts, US", lines: lines)
    #expect(lines >= 3)
    #expect(!FileManager.default.fileExists(atPath: sandbox.followingFile.path))
  }

  @Test func followANameWithADominantCityFollowsIt() async throws {
    // Paris, France has far more than five times the people of Paris, Texas: the same rule
    // as `weather forecast paris`.
    let run = try await sandbox.run(["follow", "paris"])
    expectSuccess(run)
    #expect(run.stdout == "Following Paris, Île-de-France, FR (2988507). 1 city followed.\n")
    let texas = try await sandbox.run(["follow", "paris, us"])
    expectSuccess(texas)
    #expect(texas.stdout == "Following Paris, Texas, US (4717560). 2 cities followed.\n")
    #expect(try savedIDs() == [2_988_507, 4_717_560])
  }

  @Test func followAnUnknownNameExits3WithSuggestions() async throws {
    let run = try await sandbox.run(["follow", "londonx"])
    expectFailure(run, status: 3, "weather: no city is named \"londonx\"; did you mean ")
    #expect(!FileManager.default.fileExists(atPath: sandbox.followingFile.path))
  }

  @Test func followAPositionIsAUsageError() async throws {
    let run = try await sandbox.run(["follow", "48.85,2.35"])
    expectFailure(run, status: 64, "weather: a position cannot be followed")
    #expect(!FileManager.default.fileExists(atPath: sandbox.followingFile.path))
  }

  @Test func followByNameThenUnfollowByIDAndByName() async throws {
    expectSuccess(try await sandbox.run(["follow", "2643743"]))
    let zurich = try await sandbox.run(["follow", "zurich", "--json"])
    expectSuccess(zurich)
    let follow = try zurich.json(FollowJSON.self)
    #expect(!follow.alreadyFollowing)
    #expect(follow.followed.name == "Zürich")
    #expect(follow.following.map(\.id) == [Cities.london, Cities.zurich])
    #expect(try savedIDs() == [Cities.london, Cities.zurich])

    let byID = try await sandbox.run(["unfollow", "2643743"])
    expectSuccess(byID)
    #expect(byID.stdout == "Stopped following London, England, GB (2643743). 1 city followed.\n")
    #expect(try savedIDs() == [Cities.zurich])

    let byName = try await sandbox.run(["unfollow", "ZURICH", "--json"])
    expectSuccess(byName)
    let unfollow = try byName.json(UnfollowJSON.self)
    #expect(unfollow.unfollowed.id == Cities.zurich)
    #expect(unfollow.following.isEmpty)
    #expect(try savedIDs() == [])
  }

  @Test func followByNameAsText() async throws {
    let run = try await sandbox.run(["follow", "zurich"])
    expectSuccess(run)
    #expect(run.stdout == "Following Zürich, Zürich, CH (2657896). 1 city followed.\n")
  }

  @Test func followAnUnknownIDAsksTheProvider() async throws {
    let server = try Fixture.openMeteoServer()
    let run = try await sandbox.run(["follow", "999999999"], server: server)
    expectFailure(run, status: 3, "weather: no city has the id 999999999")
    let request = try #require(server.requests(to: "/v1/get").first)
    #expect(request.query("id") == "999999999")
    #expect(!FileManager.default.fileExists(atPath: sandbox.followingFile.path))
  }

  @Test func followAnUnknownNameSuggests() async throws {
    let run = try await sandbox.run(["follow", "londonx"])
    expectFailure(
      run, status: 3, "weather: no city is named \"londonx\"; did you mean",
      "London, England, GB (2643743)")
  }

  @Test func unfollowACityNotFollowed() async throws {
    let run = try await sandbox.run(["unfollow", "2643743"])
    expectFailure(
      run, status: 3, "weather: you do not follow \"2643743\"; see `weather following`")
    expectSuccess(try await sandbox.run(["follow", "zurich"]))
    let byName = try await sandbox.run(["unfollow", "london"])
    expectFailure(byName, status: 3, "you do not follow \"london\"")
    #expect(try savedIDs() == [Cities.zurich])
  }

  @Test func followingEmptyAndNot() async throws {
    let empty = try await sandbox.run(["following"])
    expectSuccess(empty)
    #expect(empty.stdout == "No city followed yet. Try `weather follow 2643743`.\n")
    let emptyJSON = try await sandbox.run(["following", "--json"])
    expectSuccess(emptyJSON)
    #expect(try emptyJSON.json(FollowingJSON.self).following.isEmpty)

    expectSuccess(try await sandbox.run(["follow", "zurich"]))
    expectSuccess(try await sandbox.run(["follow", "2643743"]))
    let table = try await sandbox.run(["following"])
    expectSuccess(table)
    #expect(
      table.stdout == """
             ID  NAME    REGION   COUNTRY
        2657896  Zürich  Zürich   CH
        2643743  London  England  GB

        """)
    let json = try await sandbox.run(["following", "--json"])
    expectSuccess(json)
    let entries = try json.json(FollowingJSON.self).following
    #expect(entries.map(\.city.id) == [Cities.zurich, Cities.london])
    // Without --weather there are no conditions and no errors.
    let objects = try #require(try json.jsonObject()["following"] as? [[String: Any]])
    #expect(objects.allSatisfy { Set($0.keys) == ["city"] })
  }
}
