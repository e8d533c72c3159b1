#!/usr/bin/env bash
# make dist: the release of the binary `make build` made, as a tarball and a Debian package.
#
#   scripts/make-dist.sh BIN VERSION
#
# dist/wordgames-VERSION-linux-ARCH.tar.gz unpacks to one folder that plays where it lies
# (bin/wordgames finds share/wordgames/words beside it). dist/wordgames_VERSION_ARCH.deb
# installs under /usr, with Depends worked out by dpkg-shlibdeps from the libraries the
# binary loads. Both hold the same stripped binary.
set -euo pipefail
cd "$(dirname "$0")/.."
bin=$1 version=$2
arch=$(uname -m)
debian_arch=$(dpkg --print-architecture)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p dist

# The tarball: the layout `make install` gives a PREFIX, with the documents at the top.
name=wordgames-$version-linux-$arch
make -s install-files BIN="$bin" PREFIX="$work/$name" >/dev/null
strip "$work/$name/bin/wordgames"
cp README.md LICENSE CHANGELOG.md "$work/$name/"
cp words/README.md "$work/$name/WORDS.md"
cp words/COPYING "$work/$name/COPYING.words"
tar -C "$work" --owner=0 --group=0 --sort=name -czf "dist/$name.tar.gz" "$name"

# The Debian package: Debian's own places for each file.
root=$work/deb
install -d "$root/DEBIAN" "$root/usr/share/doc/wordgames" \
  "$root/usr/share/zsh/vendor-completions"
make -s install-files BIN="$bin" PREFIX="$root/usr" >/dev/null
mv "$root/usr/share/zsh/site-functions/_wordgames" "$root/usr/share/zsh/vendor-completions/"
rmdir "$root/usr/share/zsh/site-functions"
# Debian keeps games in /usr/games; the binary finds its words at ../share from there too.
install -d "$root/usr/games"
mv "$root/usr/bin/wordgames" "$root/usr/games/"
rmdir "$root/usr/bin"
strip "$root/usr/games/wordgames"
gzip -9n "$root/usr/share/man/man6/wordgames.6"
{
  printf 'wordgames: word games at the terminal\n\nThe program is under the MIT license:\n\n'
  cat LICENSE
  printf '\n'
  cat words/COPYING
} >"$root/usr/share/doc/wordgames/copyright"
gzip -9nc CHANGELOG.md > "$root/usr/share/doc/wordgames/changelog.gz"
# Debian's own changelog of the package, in its format, beside the project's.
gzip -9nc > "$root/usr/share/doc/wordgames/changelog.Debian.gz" <<EOF
wordgames ($version) unstable; urgency=medium

  * Packaged from the release; the changes are in changelog.gz.

 -- wordgames developers <wordgames@users.noreply.github.com>  $(date -R -d @"$(git log -1 --format=%ct 2>/dev/null || date +%s)")
EOF

# dpkg-shlibdeps reads the package's name from debian/control, and gives the packages that
# own the libraries the binary loads, each with the lowest version its symbols need.
mkdir -p "$work/debian"
printf 'Source: wordgames\n\nPackage: wordgames\nArchitecture: any\n' > "$work/debian/control"
depends=$(cd "$work" && dpkg-shlibdeps -O "deb/usr/games/wordgames" | sed 's/^shlibs:Depends=//')

cat > "$root/DEBIAN/control" <<EOF
Package: wordgames
Version: $version
Architecture: $debian_arch
Maintainer: wordgames developers <wordgames@users.noreply.github.com>
Installed-Size: $(du -sk --exclude=DEBIAN "$root" | cut -f1)
Depends: $depends
Section: games
Priority: optional
Description: word games at the terminal
 Hangman, Evil Hangman (the computer cheats), Ghost and SuperGhost (in
 English or Dutch, against a friend or a computer that can't be beaten) and
 CodeWord Breaker (a Wordle-like game), played one line at a time, with a
 history of every game.
EOF
dpkg-deb --root-owner-group -Zxz --build "$root" "dist/wordgames_${version}_$debian_arch.deb" \
  >/dev/null
ls -l "dist/$name.tar.gz" "dist/wordgames_${version}_$debian_arch.deb"
