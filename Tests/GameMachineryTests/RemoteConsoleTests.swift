import Testing

@testable import GameMachinery

/// What a joiner may not do to the host's game (SPEC §3.5).
@Suite struct RemoteConsoleTests {
  /// Issue 50: a command behind a space or line break of any kind (VT, FF, NEL) is still
  /// one: the prompt trims it away, so the refusal does too.
  @Test(arguments: [
    "/new", "/NEW", " /settings", "\u{0B}/lang nl", "\u{0C}/new", "\u{85}/settings",
    "\u{2028}/new", "\t/lang en",
  ])
  func theHostsCommandsAreRefusedToTheJoinerHoweverTheyAreWritten(_ line: String) {
    #expect(RemoteConsole.refusal(of: line)?.hasPrefix("Only the host can use /") == true)
  }

  @Test(arguments: ["/help", "/hint", " /quit", "a", "", "\u{0B}b"])
  func theJoinersOwnLinesPass(_ line: String) {
    #expect(RemoteConsole.refusal(of: line) == nil)
  }
}
