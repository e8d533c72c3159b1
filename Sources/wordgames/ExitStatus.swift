/// The process's exit statuses (`sysexits.h` where one fits).
enum ExitStatus {
  static let success: Int32 = 0
  static let usage: Int32 = 64
  static let software: Int32 = 70
  /// A file the command was asked to store could not be written (`EX_CANTCREAT`).
  static let cannotCreate: Int32 = 73
  /// A file could not be read (EX_IOERR): `stats` on a history it cannot open.
  static let ioError: Int32 = 74
}
