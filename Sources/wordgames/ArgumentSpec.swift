/// A positional argument: `KEY`, `N`, optional (`[KEY]`) or not.
struct ArgumentSpec: Sendable {
  let name: String
  var isOptional = false

  var synopsis: String { isOptional ? "[\(name)]" : name }
}
