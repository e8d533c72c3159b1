import Foundation

/// The one policy every stored file follows when something goes wrong (SPEC §5).
///
/// A damaged or unreadable file is reported in one line and moved aside (a fresh one takes
/// its place); one that cannot even be moved is left alone and never written over for the
/// rest of the run. A folder that cannot be written is reported once, and play goes on
/// without saving.
public final class Recovery {
  /// Passes a one-line notice on to the player.
  public let report: (String) -> Void
  /// The notices `reportOnce` gave.
  private var reported: Set<String> = []
  /// Files that could not be read nor moved aside: kept as they are for the whole run.
  private var protectedPaths: Set<String> = []

  /// Creates the policy; `report` receives one-line notices for the player.
  init(report: @escaping (String) -> Void) {
    self.report = report
  }

  /// Throws `StorageError.protected` for a file that must be left as it is.
  func checkNotProtected(_ path: String) throws(StorageError) {
    guard !protectedPaths.contains(path) else { throw .protected(path: path) }
  }

  /// Whether `error` is about a file found unusable and reported then, which is left as it
  /// is for the rest of the run: nothing more to say of it.
  public func isLeftAsItIs(_ error: StorageError) -> Bool {
    if case .unreadable(let path, _) = error { protectedPaths.contains(path) } else { false }
  }

  /// What became of a file that was to be moved aside.
  enum SetAside {
    /// It was moved, to there.
    case moved(URL)
    /// Another process had moved it already; a fresh file stands in its place.
    case movedByAnother
    /// It could not be moved.
    case stuck
  }

  /// Reports what became of a damaged file, and protects one that could not be moved.
  ///
  /// - Throws: `StorageError.protected` if it could not be moved.
  func settle(_ error: StorageError, path: String, _ outcome: SetAside) throws(StorageError) {
    switch outcome {
    case .moved(let aside):
      report("\(error); moved it to \(aside.lastPathComponent) and started afresh")
    case .movedByAnother:
      return
    case .stuck:
      protectedPaths.insert(path)
      report("\(error); leaving it as it is, and not saving over it")
      throw .protected(path: path)
    }
  }

  /// Reports a failure to store something, unless it was reported already: the player
  /// hears of a folder that cannot be written once.
  public func reportOnce(_ text: String) {
    guard reported.insert(text).inserted else { return }
    report(text)
  }

  /// Runs a write; a failure is reported once, the same one later is silent.
  ///
  /// - Returns: Whether the write succeeded.
  @discardableResult
  func perform(
    _ write: () throws(StorageError) -> Void, then: String = "going on without saving"
  ) -> Bool {
    do {
      try write()
      return true
    } catch {
      // A protected file was reported when it was read.
      if case .protected = error {} else { reportOnce("\(error); \(then)") }
      return false
    }
  }
}
