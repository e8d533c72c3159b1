#!/usr/bin/env bash
# make dist-check: the .deb on a machine without Swift.
#
#   scripts/dist-check.sh dist/wordgames_VERSION_ARCH.deb
#
# Makes a clean Debian (bookworm, minbase, with man-db) with debootstrap in
# .build/dist-check, installs the package there with apt (which fetches what Depends
# names), and inside it, as a player: plays a game of each kind from a pipe and Evil
# Hangman in each language, runs stats, reads the manual page, runs the tarball's binary
# too, then purges the package and checks that nothing is left but the player's own files.
# Needs root, debootstrap and Debian's mirror. The clean root is kept in
# .build/dist-check/base for the next run.
set -euo pipefail
cd "$(dirname "$0")/.."
deb=$1
tarball=$(ls dist/wordgames-*-linux-"$(uname -m)".tar.gz)
work=$PWD/.build/dist-check
mkdir -p "$work"
base=$work/base
root=$work/root
mirror=${DEBIAN_MIRROR:-http://deb.debian.org/debian}

# Debian's own checker accepts the package: no error, no warning (lintian says "I:" for
# what is only for information, which it does not fail on).
command -v lintian >/dev/null || { echo "dist-check: needs lintian (apt-get install lintian)" >&2; exit 1; }
if ! report=$(lintian --fail-on error,warning "$deb" 2>&1); then
  printf '%s\n' "$report" | grep -E '^[EW]: ' >&2 || printf '%s\n' "$report" >&2
  echo "dist-check: lintian finds errors or warnings in the package" >&2
  exit 1
fi
echo "lintian: no errors or warnings"
# The package, every language's lists in it, stays under 30 MB (issue 52).
size=$(stat -c %s "$deb")
[ "$size" -lt $((30 << 20)) ] || { echo "dist-check: $deb is $size bytes, over 30 MB" >&2; exit 1; }
echo "size: $deb is $((size >> 10)) KB"
command -v debootstrap >/dev/null || { echo "dist-check: needs debootstrap (apt-get install debootstrap)" >&2; exit 1; }
if [ ! -e "$base/etc/debian_version" ]; then
  rm -rf "$base"
  debootstrap --variant=minbase --include=man-db bookworm "$base" "$mirror" >/dev/null
fi
rm -rf "$root"
cp -a "$base" "$root"
cp /etc/resolv.conf "$root/etc/resolv.conf"
mount -t proc proc "$root/proc"
mount -t devpts devpts "$root/dev/pts" # apt's log wants a pseudo-terminal
trap 'umount "$root/dev/pts" "$root/proc"' EXIT
in_root() { chroot "$root" "$@"; }
as_player() { chroot "$root" setpriv --reuid=1000 --regid=1000 --init-groups \
  env -i HOME=/home/player PATH=/usr/games:/usr/bin:/bin LANG=C.UTF-8 "$@"; }

in_root useradd --create-home --uid 1000 player
in_root sh -c 'command -v swift' && { echo "dist-check: Swift is in the root" >&2; exit 1; }
# Everything on the root before the package, but for apt's and dpkg's own records.
snapshot() {
  (cd "$root" && find . -xdev -path ./proc -prune -o -path ./tmp -prune \
    -o -path ./var/lib/apt -prune -o -path ./var/lib/dpkg -prune -o -path ./var/cache -prune \
    -o -path ./var/log -prune -o -path ./dev/pts -prune -o -print | sort)
}
snapshot >"$work/before"

cp "$deb" "$root/tmp/wordgames.deb"
in_root apt-get update -qq
in_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq /tmp/wordgames.deb >/dev/null
echo "installed: $(in_root dpkg-query -W -f '${Package} ${Version}, Depends: ${Depends}' wordgames)"
# Depends names exactly the packages that own the libraries ldd finds for the binary.
needed=$(in_root sh -c 'ldd /usr/games/wordgames | awk "\$3 ~ /^\\// { print \$3 }" \
  | while read -r lib; do dpkg -S "$lib" 2>/dev/null || dpkg -S "$(readlink -f "$lib")"; done' \
  | cut -d: -f1 | sort -u)
declared=$(in_root dpkg-query -W -f '${Depends}' wordgames | tr ',' '\n' | awk '{ print $1 }' | sort -u)
[ "$needed" = "$declared" ] || { echo "dist-check: ldd needs $needed, Depends says $declared" >&2; exit 1; }

# Each game, played from a pipe to its end.
expect() { # expect PATTERN 'COMMAND': runs COMMAND as the player; its output must match PATTERN
  local pattern=$1 output
  shift
  output=$(as_player sh -c "$*" 2>&1) || { echo "$output"; echo "dist-check: '$*' failed" >&2; exit 1; }
  grep -qE -- "$pattern" <<<"$output" || { echo "$output"; echo "dist-check: no '$pattern' from '$*'" >&2; exit 1; }
  echo "ok: '$*' says '$pattern'"
}
# No Y: after the game, `Play again?` must not take a letter for a yes.
printf '%s\n' E T A O I N S R H L D C U M F P G W B V K X J Q Z >"$root/tmp/letters"
printf '%s\n' c a t s >"$root/tmp/cats"
printf '%s\n' crane slimy bough dwelt fizzy jumpy >"$root/tmp/attempts"
# The version, and the commit the release was built from (make dist-check builds it).
expect "^wordgames [0-9.]+ \($(git rev-parse --short=12 HEAD)" 'wordgames --version'
expect "The word was" 'wordgames hangman --seed 7 </tmp/letters'
expect "The word was" 'wordgames evil --seed 7 --length 5 </tmp/letters'
expect "Ann wins the round" 'wordgames ghost --players Ann,Bob </tmp/cats'
expect "Out of attempts\. The word was" 'wordgames codebreaker --seed 7 </tmp/attempts'
for game in "Hangman" "Evil Hangman" "Ghost" "CodeWord Breaker"; do
  expect "^  $game +1 " 'wordgames stats'
done
expect "CodeWord Breaker" 'man wordgames'
# A game in every language of the installed table (after the counts above: one game each).
for code in $(sed -n 's|.*<key>code</key><string>\(.*\)</string>.*|\1|p' \
  "$root/usr/share/wordgames/words/languages.plist"); do
  expect "The word was" "wordgames evil --lang $code --seed 7 --length 5 </tmp/letters"
done
# The tarball's binary plays where it is unpacked, with the lists beside it.
as_player mkdir /home/player/unpacked
cp "$tarball" "$root/home/player/unpacked/"
as_player tar -C /home/player/unpacked -xzf "/home/player/unpacked/$(basename "$tarball")"
expect "The word was" '/home/player/unpacked/wordgames-*/bin/wordgames hangman --seed 3 </tmp/letters'
rm -rf "$root/home/player/unpacked"

in_root env DEBIAN_FRONTEND=noninteractive apt-get purge -y -qq --autoremove wordgames >/dev/null
snapshot >"$work/after"
left=$(comm -13 "$work/before" "$work/after" | grep -v '^./home/player' || true)
gone=$(comm -23 "$work/before" "$work/after")
if [ -n "$left$gone" ]; then
  echo "dist-check: the package's removal left or took files:" >&2
  echo "$left$gone" >&2
  exit 1
fi
echo "player's files kept:"
comm -13 "$work/before" "$work/after" | grep wordgames
echo "dist-check: passed"
