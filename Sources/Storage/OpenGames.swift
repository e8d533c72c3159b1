import Foundation
import Synchronization

/// The games in progress this process has open (SPEC §4): each one held by an advisory lock
/// on `open/ID.lock` in the state folder, which the kernel drops when the process ends,
/// however it ends (`/quit`, a signal, `kill -9`, a power cut). A game held here is never
/// continued, replaced, recorded or deleted by another process.
///
/// The lock is a POSIX record lock (`fcntl`), not `flock`: it belongs to the process, so a
/// child process, which inherits open files until it runs its own program, never holds a
/// game after this process has let it go.
public struct OpenGames {
  /// `open/` in the state folder.
  let folder: URL
  let recovery: Recovery

  /// The locks this process holds, by lock file, whichever store took them: a lock is
  /// taken once, on its own open file, so the process never contends with itself. And the
  /// lock files removed by hand while held here: their games are this process's no more.
  private static let locks = Mutex((held: [String: Int32](), lost: Set<String>()))

  init(folder: URL, recovery: Recovery) {
    self.folder = folder.appendingPathComponent("open", isDirectory: true)
    self.recovery = recovery
  }

  private func path(of id: String) -> String {
    folder.appendingPathComponent("\(id).lock").path
  }

  /// Takes the lock of game `id` for this process, unless another process holds it.
  ///
  /// - Returns: Whether this process now holds it (or already did). Where no lock can be
  ///   made (a state folder that cannot be written), nothing can be held either: that is
  ///   reported once, and the game is this process's, as on a machine without locks.
  public func claim(_ id: String) -> Bool {
    let path = path(of: id)
    var failure = "its lock files keep being replaced"
    var isLostNow = false
    let taken = Self.locks.withLock { locks -> Bool? in
      guard !locks.lost.contains(path) else { return false }
      if let descriptor = locks.held[path] {
        if Self.isLockFile(path, open: descriptor) { return true }
        // Removed or replaced by hand while held, it kept nobody out: another process may
        // have opened the game since, and its moves must not be written over unseen.
        locks.held[path] = nil
        locks.lost.insert(path)
        close(descriptor)
        isLostNow = true
        return false
      }
      try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      // A lock file its holder removed as this one opened it locks nothing: then again.
      for _ in 1...100 {
        // A record lock that keeps others out needs a file open for writing.
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NONBLOCK, 0o644)
        guard descriptor >= 0 else {
          // Something in the lock file's place (not followed, if a link) that is not one.
          let isThere = (try? FileManager.default.attributesOfItem(atPath: path)) != nil
          failure =
            StoredFile.unwritableReason(folder.path)
            ?? (isThere ? "\(path) cannot be opened for writing" : StoredFile.folderReason(folder))
          return nil
        }
        let taken = Self.lock(descriptor)
        if taken == nil { failure = StoredFile.systemReason() }
        if taken == true, Self.isLockFile(path, open: descriptor) {
          locks.held[path] = descriptor
          return true
        }
        close(descriptor)
        // Another process holds it, or it cannot be locked; one replaced is opened again.
        if taken != true { return taken }
      }
      return nil
    }
    guard let taken else {
      recovery.reportOnce(
        "\(folder.path) cannot hold the locks of games in progress (\(failure)); "
          + "another wordgames could open the same game")
      return true
    }
    if isLostNow {
      recovery.reportOnce(
        "the lock file of this game was removed while it was open, so another wordgames may "
          + "have opened it since: what is played here from now on is not saved")
    }
    return taken
  }

  /// Whether the file open at `descriptor` is the one `path` names.
  private static func isLockFile(_ path: String, open descriptor: Int32) -> Bool {
    var locked = stat()
    var named = stat()
    return fstat(descriptor, &locked) == 0 && stat(path, &named) == 0
      && locked.st_dev == named.st_dev && locked.st_ino == named.st_ino
  }

  /// Takes the write lock of the whole file open at `descriptor`, without waiting: whether
  /// it was taken or another process holds it; `nil` for a file that cannot be locked.
  private static func lock(_ descriptor: Int32) -> Bool? {
    var lock = flock()
    lock.l_type = Int16(F_WRLCK)
    lock.l_whence = Int16(SEEK_SET)
    while fcntl(descriptor, F_SETLK, &lock) != 0 {
      guard errno == EINTR else { return errno == EACCES || errno == EAGAIN ? false : nil }
    }
    return true
  }

  /// Lets game `id` go, for another process to continue. `removing` also deletes the lock
  /// file, for a game that is over (a process that opened it meanwhile finds it gone once
  /// locked, and opens the path again).
  public func release(_ id: String, removing: Bool = false) {
    let path = path(of: id)
    Self.locks.withLock { locks in
      guard let descriptor = locks.held.removeValue(forKey: path) else { return }
      if removing, Self.isLockFile(path, open: descriptor) { unlink(path) }
      close(descriptor)
    }
  }
}
