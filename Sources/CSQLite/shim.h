// The system's SQLite (libsqlite3), for the history database (SPEC §4). No package: the
// header and library come with the system (Debian: libsqlite3-dev; macOS: the SDK).
#include <sqlite3.h>
