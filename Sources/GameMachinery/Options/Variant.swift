/// A way to play a game, as the menu offers it: a few words (`label`: "against the
/// computer"), what it is in a line (`about`: "perfect play: it wins whenever it can"), and
/// the options it stands for (`arguments`: `["--computer"]`; none for the game as set).
public typealias Variant = (label: String, about: String, arguments: [String])
