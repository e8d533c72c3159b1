import CommandLineKit

/// Where an option's value came from.
public enum OptionOrigin {
  case commandLine, setting, `default`
}
