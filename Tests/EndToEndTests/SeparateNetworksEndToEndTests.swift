import Foundation
import Testing

/// Ghost between two network namespaces joined by a virtual cable, as between two machines
/// on a network (SPEC §3.5); where the machine allows it (root, `ip netns`).
@Suite(.temporaryHome, .serialized) struct SeparateNetworksEndToEndTests {
  @Test(.enabled(if: NetworkNamespaces.canBeMade))
  func aRoundSurvivesACutCable() throws {
    let namespaces = try #require(NetworkNamespaces())
    let (host, joiner) = try NetworkEndToEndTests.players()
    let hosting = try namespaces.start(host, in: 0, ["ghost", "--host", "--players", "Ann,Bob"])
    // The host names the address it has on the cable.
    let join = NetworkEndToEndTests.joinLine(of: hosting)
    #expect(join.dropFirst().first?.hasPrefix(NetworkNamespaces.addresses[0] + ":") == true)
    let joining = try namespaces.start(joiner, in: 1, join)
    try hosting.type("c")
    try joining.waitForOutput(containing: "Bob, add a letter:")
    try joining.type("a")
    try hosting.waitForOutput(containing: "Bob adds A: CA")
    // The cable is cut: no word crosses it, yet both sides are told within seconds.
    #expect(namespaces.setCable(up: false))
    try hosting.waitForOutput(containing: "The connection to Bob was lost", seconds: 60)
    try joining.waitForOutput(containing: "The connection to the host was lost", seconds: 60)
    #expect(joining.finish().status == 69)
    #expect(namespaces.setCable(up: true))
    let back = try namespaces.start(joiner, in: 1, join)
    try hosting.waitForOutput(containing: "Bob is back.")
    try hosting.type("t")
    try back.waitForOutput(containing: "Bob, add a letter:")
    try back.type("s")
    try hosting.waitForOutput(containing: "Another round? [Y/n]")
    try hosting.type("n")
    #expect(hosting.finish().status == 0)
    #expect(back.finish().output.contains("Ann wins the round!"))
    #expect(host.history().map(\.outcome) == [.won])
    #expect(joiner.history().map(\.outcome) == [.lost])
  }
}

/// Two network namespaces joined by a virtual cable (a veth pair), made for one test and
/// removed after it.
final class NetworkNamespaces {
  static let addresses = ["10.235.0.1", "10.235.0.2"]
  static let ip = ["/usr/sbin/ip", "/sbin/ip", "/usr/bin/ip", "/bin/ip"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }
  /// Whether this machine lets a test make namespaces: `ip` is there, the test is root,
  /// and the system lets one be made (a container may not).
  static let canBeMade: Bool = {
    let probe = "wg-probe-\(getpid())"
    return getuid() == 0 && run(["netns", "add", probe]) && run(["netns", "del", probe])
  }()

  let names: [String]
  let cables: [String]

  init?() {
    let tag = String(getpid() % 100_000)
    names = ["wg-host-\(tag)", "wg-join-\(tag)"]
    cables = ["wgh\(tag)", "wgj\(tag)"]
    var steps = [["netns", "add", names[0]], ["netns", "add", names[1]]]
    steps.append(["link", "add", cables[0], "type", "veth", "peer", "name", cables[1]])
    for side in 0..<2 {
      let address = Self.addresses[side] + "/24"
      steps.append(["link", "set", cables[side], "netns", names[side]])
      steps.append(["-n", names[side], "addr", "add", address, "dev", cables[side]])
      steps.append(["-n", names[side], "link", "set", cables[side], "up"])
    }
    for step in steps where !Self.run(step) {
      remove()
      return nil
    }
  }

  deinit { remove() }

  /// Removes both namespaces, and the cable with them.
  private func remove() {
    for name in names { _ = Self.run(["netns", "del", name]) }
  }

  /// Takes the joiner's end of the cable down or up.
  func setCable(up: Bool) -> Bool {
    Self.run(["-n", names[1], "link", "set", cables[1], up ? "up" : "down"])
  }

  /// Starts `wordgames` in namespace `side` (0 the host's, 1 the joiner's).
  func start(_ player: WordGamesProcess, in side: Int, _ arguments: [String]) throws
    -> RunningProcess
  {
    try player.start(
      ["netns", "exec", names[side], WordGamesProcess.binary.path] + arguments,
      executable: URL(fileURLWithPath: Self.ip ?? "ip"))
  }

  private static func run(_ arguments: [String]) -> Bool {
    guard let ip else { return false }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: ip)
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return false }
    process.waitUntilExit()
    return process.terminationStatus == 0
  }
}
