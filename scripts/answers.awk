# Reads the common list twice: the first pass learns the words, the second prints each word
# that is not a plural or verb form of another word on the list.
FNR == NR { known[$0] = 1; next }
function has(stem) { return length(stem) >= 3 && (stem in known) }
function inflection(w,   n, stem) {
  n = length(w)
  if (w ~ /S$/ && has(substr(w, 1, n - 1))) return 1            # BOOKS: BOOK
  if (w ~ /ES$/ && has(substr(w, 1, n - 2))) return 1           # BUSES: BUS
  if (w ~ /IES$/ && has(substr(w, 1, n - 3) "Y")) return 1      # CITIES: CITY
  if (w ~ /ED$/) {
    stem = substr(w, 1, n - 2)
    if (has(stem) || has(stem "E")) return 1                    # LOOKED, HOPED
    if (w ~ /IED$/ && has(substr(w, 1, n - 3) "Y")) return 1    # TRIED: TRY
    if (doubled(stem)) return 1                                 # STOPPED: STOP
  }
  if (w ~ /ING$/) {
    stem = substr(w, 1, n - 3)
    if (has(stem) || has(stem "E") || doubled(stem)) return 1   # LOOKING, HOPING, STOPPING
  }
  return 0
}
function doubled(stem,   n) {
  n = length(stem)
  return n >= 4 && substr(stem, n, 1) == substr(stem, n - 1, 1) && has(substr(stem, 1, n - 1))
}
!inflection($0) { print }
