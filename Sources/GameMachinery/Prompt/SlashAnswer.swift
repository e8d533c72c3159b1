import Terminal

/// What a game's own command did.
public enum SlashAnswer<Session> {
  /// Something to show; the session may have changed (a hint counted), and is saved.
  case said(String)
  /// A new game replaces this one (`/lang nl` restarts the round), which is recorded as
  /// abandoned; the text says so. The runner stores the settings in `remembering` (key,
  /// value), so that the choice holds for later runs too.
  case restarted(Session, String, remembering: [String: String] = [:])
  /// The command was not carried out, and why.
  case refused(Refusal)
}
