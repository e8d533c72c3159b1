// The system's SQLite (libsqlite3), for the history database (SPEC §4). No package: the
// header and library come with the system (Debian: libsqlite3-dev; macOS: the SDK).
#include <sqlite3.h>

// `sqlite3_db_config` takes variable arguments, which Swift cannot call: the one setting
// the history needs, through a function it can. A connection to a damaged history closes
// without a checkpoint, so that it never deletes a `-wal` and `-shm` by their names, which
// may be a fresh history's by then.
static inline int csqlite_no_checkpoint_on_close(sqlite3 *db) {
  return sqlite3_db_config(db, SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, 1, (int *)0);
}
