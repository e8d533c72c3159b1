#!/bin/sh
# Regenerates the bundled word lists in words/ from Debian's word-list packages (SPEC §7).
#
# The packages are downloaded into a temporary folder and unpacked there with `dpkg -x`;
# nothing is installed system-wide. Needs apt-get (after `apt-get update`), dpkg, and in
# $PYTHON a Python 3 with the `wordfreq` package (the Makefile makes one in .build).
set -eu

here=$(cd "$(dirname "$0")/.." && pwd)
out="$here/words"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT INT TERM
chmod 755 "$work" # apt-get download runs as the _apt user where it can

cd "$work"
apt-get download miscfiles wamerican-large wdutch wngerman wfrench wspanish wordnet-base \
  >/dev/null
for deb in ./*.deb; do dpkg -x "$deb" root; done
dict="$work/root/usr/share/dict"

# Writes the words on standard input, one per line, as an XML property list array.
to_plist() {
  printf '<?xml version="1.0" encoding="UTF-8"?>\n'
  printf '<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" '
  printf '"http://www.apple.com/DTDs/PropertyList-1.0.dtd">\n'
  printf '<plist version="1.0">\n<array>\n'
  sed -e 's/&/\&amp;/g' -e 's/</\&lt;/g' -e 's/>/\&gt;/g' -e 's/^\(.*\)$/\t<string>\1<\/string>/'
  printf '</array>\n</plist>\n'
}

export LC_ALL=C

# web2: every entry made upper case, A–Z only.
tr 'a-z' 'A-Z' <"$dict/web2" | grep -E '^[A-Z]+$' | sort -u | to_plist >"$out/english.plist"

# SCOWL size 70: lower-case a–z entries only, made upper case.
grep -E '^[a-z]+$' "$dict/american-english-large" | tr 'a-z' 'A-Z' | sort -u \
  | to_plist >"$out/english-large.plist"

# Every other language's full list, and every language's common list (lists.py says how).
"$PYTHON" "$here/scripts/lists.py" "$out/languages.plist" "$dict" "$out" >samples.txt

# CodeWord Breaker's English answers: the common list without the plurals and verb forms
# of another word on it (the rule is in answers.awk and words/README.md).
grep -o '<string>[A-Z]*</string>' "$out/english-common.plist" | sed 's/<[^>]*>//g' >common.txt
awk -f "$here/scripts/answers.awk" common.txt common.txt | to_plist >"$out/english-answers.plist"

# Meanings: WordNet's first sense of each part of speech, for every word of the English
# lists that WordNet has, itself or by its base form (the rules are in definitions.awk).
# An XML property list dictionary, one entry a line, sorted, lines joined by "&#10;".
wordnet="$work/root/usr/share/wordnet"
for list in english english-common english-large; do
  grep -o '<string>[A-Z]*</string>' "$out/$list.plist" | sed 's/<[^>]*>//g'
done | sort -u >english-words.txt
awk -f "$here/scripts/definitions.awk" \
  "$wordnet/index.noun" "$wordnet/data.noun" "$wordnet/noun.exc" \
  "$wordnet/index.verb" "$wordnet/data.verb" "$wordnet/verb.exc" \
  "$wordnet/index.adj" "$wordnet/data.adj" "$wordnet/adj.exc" \
  "$wordnet/index.adv" "$wordnet/data.adv" "$wordnet/adv.exc" english-words.txt | sort >meanings.txt
{
  printf '<?xml version="1.0" encoding="UTF-8"?>\n'
  printf '<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" '
  printf '"http://www.apple.com/DTDs/PropertyList-1.0.dtd">\n'
  printf '<plist version="1.0">\n<dict>\n'
  sed -e 's/&/\&amp;/g' -e 's/</\&lt;/g' -e 's/>/\&gt;/g' \
    -e 's/\t/<\/key><string>/' -e 's/\t/\&#10;/g' -e 's/^\(.*\)$/\t<key>\1<\/string>/' meanings.txt
  printf '</dict>\n</plist>\n'
} >"$out/definitions.plist"

# Phrases are written for this project: one a line in phrases.txt, kept in its order.
grep -v -e '^#' -e '^$' "$out/phrases.txt" | to_plist >"$out/phrases.plist"

# The notices of the lists' sources, as each Debian package gives them (the release ships
# this file beside the lists).
{
  printf 'The word lists in words/ and their sources\n\n'
  printf 'phrases.plist is written for this project and is in the public domain. Every other\n'
  printf 'list is made from a Debian package; below is each package'"'"'s copyright file.\n'
  for source in 'miscfiles english.plist' \
    'wamerican-large english-large.plist english-common.plist english-answers.plist' \
    'wdutch dutch.plist dutch-common.plist' 'wngerman german.plist german-common.plist' \
    'wfrench french.plist french-common.plist' 'wspanish spanish.plist spanish-common.plist' \
    'wordnet-base definitions.plist'; do
    set -- $source
    package=$1
    shift
    printf '\n%s\n%s: from Debian'"'"'s %s %s\n%s\n\n' "$(printf '=%.0s' $(seq 78))" "$(echo "$*" | sed 's/ /, /g')" \
      "$package" "$(dpkg-deb -f ./"$package"_*.deb Version)" "$(printf '=%.0s' $(seq 78))"
    cat "root/usr/share/doc/$package/copyright"
  done
  # The common lists are the spelling lists' words that wordfreq counts often enough.
  printf '\n%s\nThe common lists (*-common.plist, english-answers.plist): chosen by the word\n' \
    "$(printf '=%.0s' $(seq 78))"
  printf 'frequencies of wordfreq %s (Robyn Speer), whose data is licensed CC BY-SA 4.0\n' \
    "$("$PYTHON" -c 'import importlib.metadata as m; print(m.version("wordfreq"))')"
  printf '%s\n\n' "$(printf '=%.0s' $(seq 78))"
  "$PYTHON" -c 'import importlib.metadata as m; t = m.metadata("wordfreq").get_payload()
print(t[t.index("## License"):].strip())'
} >"$out/COPYING"

for list in english english-common english-large english-answers dutch dutch-common german \
  german-common french french-common spanish spanish-common phrases definitions; do
  printf '%-16s %7d entries\n' "$list" "$(grep -c '<string>' "$out/$list.plist")"
done
# CodeWord Breaker's answers that WordNet has no meaning for, one a line (the tests check
# that every other answer has one), and how many words of each English list have a
# meaning (for words/README.md).
cut -f 1 meanings.txt >defined.txt
grep -o '<string>[A-Z]*</string>' "$out/english-answers.plist" | sed 's/<[^>]*>//g' \
  | comm -23 - defined.txt >"$out/answers-without-meaning.txt"
for list in english english-common english-large english-answers; do
  grep -o '<string>[A-Z]*</string>' "$out/$list.plist" | sed 's/<[^>]*>//g' >list.txt
  printf '%-16s %7d of %7d words have a meaning\n' "$list" \
    "$(comm -12 list.txt defined.txt | wc -l)" "$(wc -l <list.txt)"
done
# Each language's lists, and 20 words of its common list drawn at random (for words/README.md).
cat samples.txt
