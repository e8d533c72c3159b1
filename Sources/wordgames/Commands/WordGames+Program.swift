import CommandLineKit
import GameMachinery

/// The program as its documentation sees it: usage lines, the manual page (`wordgames.6`,
/// section 6: games) and the completion scripts come from it. `make man` and
/// `make completion` write them to `man/` and `completion/`; a test fails when the
/// committed ones are stale.
extension WordGames {
  /// Made once, when help, a usage line, the manual or completion first needs it.
  static let program: Program = {
    var commands = specs
    // `help COMMAND` takes the name of any command.
    if let help = commands.firstIndex(where: { $0.name == HelpCommand.spec.name }) {
      commands[help].arguments[0].choices = commands.map(\.name)
    }
    return Program(
      name: "wordgames", version: version,
      summary: "word games at the terminal: Hangman, Evil Hangman, Ghost, CodeWord Breaker",
      commands: commands,
      description:
        "Word games played one line at a time, the same at a terminal or from a pipe. "
        + "With no command, a menu offers the four games by number or name (a plain "
        + "Enter continues the unfinished game started last), then stats, settings, help "
        + "and quit. Every game is saved after each move; /quit, end of input, Ctrl-C and "
        + "a closed terminal save it before leaving, and the same command continues it.",
      sections: [
        ManualSection(
          title: "Settings",
          introduction:
            "Settings are the defaults of the games' options, changed with 'wordgames "
            + "settings set KEY VALUE' or /settings in a game; a change is checked like the "
            + "option and applies to the next game. Options on a game's command line beat "
            + "the settings for that run.",
          entries: Settings(games: games).definitions.map {
            ($0.key, "\($0.summary)\nDefault: \($0.defaultValue).")
          }),
        ManualSection(title: "Files", entries: files.map { ($0.key, $0.value) }, italicTerms: true),
        ManualSection(title: "Environment", entries: environment.map { ($0.key, $0.value) }),
        ManualSection(title: "Exit status", entries: exitStatuses.map { ($0.key, $0.value) }),
        ManualSection(
          title: "See also", introduction: "The README.md of the source, for the rules in full."),
      ])
  }()

  /// The manual page, as `--generate-manual` writes it.
  static var manualPage: String { ManualPage.render(program, section: "6", title: "Games") }

  // The manual's terms with their texts, in the order it lists them.
  private static let files: KeyValuePairs = [
    "$XDG_CONFIG_HOME/wordgames/settings.plist":
      "The settings (default ~/.config; an unset, empty or relative variable means the default).",
    "$XDG_DATA_HOME/wordgames/history.sqlite":
      "Every game in progress, every finished game, and every CodeWord Breaker game with its "
      + "attempts (default ~/.local/share).",
    "$XDG_STATE_HOME/wordgames/open/":
      "The locks of games open in a terminal, let go when it ends (default ~/.local/state).",
    "$XDG_CACHE_HOME/wordgames/":
      "Word-list indexes, solved games and first hints, rebuilt when missing (default ~/.cache).",
    "PREFIX/share/wordgames/words/":
      "The languages (languages.plist), each one's word lists, meanings and phrases.",
  ]

  private static let environment: KeyValuePairs = [
    "WORDGAMES_HOME": "Keeps every file in this one folder instead (tests use it).",
    "WORDGAMES_WORDS": "A folder searched first for the bundled word lists.",
    "XDG_CONFIG_HOME, XDG_STATE_HOME, XDG_DATA_HOME, XDG_CACHE_HOME": "See FILES.",
    "NO_COLOR": "When set and not empty, no colour unless --color always.",
    "TERM": "When it is dumb, no colour unless --color always, and the screen is never cleared.",
    "COLUMNS": "The width of the screen when the terminal does not say.",
    "LINES": "The height of the screen when the terminal does not say.",
  ]

  private static let exitStatuses: KeyValuePairs = [
    "0": "Done, /quit, or end of input.",
    "64": "A usage error: an unknown command or option, a value out of range.",
    "65": "A word list that is empty, malformed, or has no usable word.",
    "66": "A word list that is missing or cannot be read.",
    "73": "A setting could not be stored.",
    "74": "Standard output is full or closed; stats could not read the history.",
    "129, 130, 131, 143":
      "SIGHUP (terminal closed), SIGINT (Ctrl-C), SIGQUIT (Ctrl-\\), SIGTERM; the game was saved.",
    "141": "Standard output is a pipe whose reader left; the game was saved.",
  ]
}
