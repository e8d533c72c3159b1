/// Where an option's value came from.
enum OptionOrigin {
  case commandLine, setting, `default`
}
