/// The process's exit statuses (`sysexits.h` where one fits).
public enum ExitStatus {
  public static let success: Int32 = 0
  public static let usage: Int32 = 64
  /// A word list that is missing or cannot be read (`EX_NOINPUT`), as `WordListError` says.
  public static let noInput: Int32 = 66
  /// The network could not be used, or the friend across it went (`EX_UNAVAILABLE`).
  public static let unavailable: Int32 = 69
  public static let software: Int32 = 70
  /// A file the command was asked to store could not be written (`EX_CANTCREAT`).
  public static let cannotCreate: Int32 = 73
  /// A file could not be read (EX_IOERR): `stats` on a history it cannot open.
  public static let ioError: Int32 = 74
  /// A game another process has open, which is left alone: try again later (`EX_TEMPFAIL`).
  public static let temporaryFailure: Int32 = 75
}
