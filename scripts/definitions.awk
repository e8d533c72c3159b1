# Writes the meanings of the words on a word list, from WordNet 3.0's database files.
#
# Arguments, in this order: for each part of speech (noun, verb, adj, adv) its index and
# data files, then its exception list, then WordNet's sense counts (cntlist.rev), then the
# word list (one upper-case word a line).
# A word of the lists is written in lower case, so it is never looked up as a name: a sense
# whose synset writes the word with a capital (SCRIBE: "Scribe, Augustin Eugene Scribe"),
# or that is an instance (a person, place or work: LYNX, a text browser) where the word has
# a sense of its own, is left out (an instance is the whole of ISLE). For each part of speech a
# word is looked up as itself or, if WordNet has no such sense of it, as the base form
# WordNet's morphy finds (morph.c): the exception list first, then the suffix rules in
# morphy's order, keeping the first base form WordNet has (a word on the exception list
# only ever has the base forms listed there). So PROPHETS, which WordNet has only as a
# division of the Scriptures, is the plural of PROPHET.
#
# Prints "WORD<TAB>line<TAB>line…", one line per part of speech: "base, noun: gloss" with
# the gloss (its first definition, without examples) of the word's first sense; but where
# WordNet's order says nothing (it orders senses by how often they were tagged in its
# corpus, and none of the word's was), of the first sense whose synset names the word
# first, if one does: HAMMOCK's first sense is "hummock, hammock: a small natural hill",
# its second "hammock, sack: a hanging bed".
# Or "base, noun" alone
# for a word whose base form is another word: that word's entry, also printed, has the
# gloss. The word's own lines go first, then those of the words it is a form of (ROSE the
# flower, then RISE), each most frequent first: by how often the sense they name was tagged
# (FEDERAL's adjective before its noun), in the order noun, verb, adjective, adverb where
# that is the same. Unsorted.
BEGIN {
  rules["noun"] = "s= ses=s xes=x zes=z ches=ch shes=sh men=man ies=y"
  rules["verb"] = "s= ies=y es=e es= ed=e ed= ing=e ing="
  rules["adj"] = "er= est= er=e est=e"
  split("noun verb adj adv", parts, " ")
  name["noun"] = "noun"; name["verb"] = "verb"; name["adj"] = "adjective"; name["adv"] = "adverb"
}
function hex(text,   i, value) {
  value = 0
  for (i = 1; i <= length(text); i++) value = value * 16 + index("0123456789abcdef", substr(text, i, 1)) - 1
  return value
}
function partOf(file) {
  sub(/.*\//, "", file); sub(/^(index|data)\./, "", file); sub(/\.exc$/, "", file)
  return file
}
FILENAME ~ /\/index\.[a-z]+$/ {
  if (!/^  /) {
    offsets = $(NF - $3 + 1)
    for (i = NF - $3 + 2; i <= NF; i++) offsets = offsets " " $i
    senses[partOf(FILENAME), $1] = offsets
    tagged[partOf(FILENAME), $1] = $(NF - $3)
  }
  next
}
FILENAME ~ /cntlist\.rev$/ {
  # lemma%type:…  sense-number  tag-count; an adjective satellite (5) is an adjective
  split($1, key, "%")
  type = substr(key[2], 1, 1)
  part = type == 1 ? "noun" : type == 2 ? "verb" : type == 4 ? "adv" : "adj"
  counted[part, key[1], $2] += $3
  next
}
FILENAME ~ /\/data\.[a-z]+$/ {
  if (/^  /) next
  # The synset's words as it writes them, and its pointers: a capital or an instance
  # hypernym (@i) makes it a name's.
  n = hex($4)
  for (i = 0; i < n; i++) {
    written = $(5 + 2 * i)
    sub(/\(.*$/, "", written)
    if (tolower(written) != written) proper[partOf(FILENAME), $1, tolower(written)] = 1
  }
  pointers = $(5 + 2 * n)
  for (i = 0; i < pointers; i++) if ($(6 + 2 * n + 4 * i) == "@i") instance[partOf(FILENAME), $1] = 1
  gloss = $0
  sub(/^[^|]*\| +/, "", gloss)
  sub(/;.*$/, "", gloss)         # the first definition, without the examples after it
  sub(/ +$/, "", gloss)
  glosses[partOf(FILENAME), $1] = gloss
  first = tolower($5)
  sub(/\(.*$/, "", first)       # an adjective's marker: galore(ip)
  firstWord[partOf(FILENAME), $1] = first
  next
}
FILENAME ~ /\.exc$/ {
  part = partOf(FILENAME)
  if (!((part, $1) in exception)) exception[part, $1] = substr($0, length($1) + 2)
  next
}
# Whether a sense of `word` is a name's: its synset writes the word with a capital, or is an
# instance and the word has a sense that is neither.
function isName(part, offset, word,   offsets, n, i) {
  if ((part, offset, word) in proper) return 1
  if (!((part, offset) in instance)) return 0
  n = split(senses[part, word], offsets, " ")
  for (i = 1; i <= n; i++)
    if (!((part, offsets[i], word) in proper) && !((part, offsets[i]) in instance)) return 1
  return 0
}
# Whether WordNet has `word` in this part of speech as a word, not only as a name.
function has(part, word,   offsets, n, i) {
  if (!((part, word) in senses)) return 0
  n = split(senses[part, word], offsets, " ")
  for (i = 1; i <= n; i++) if (!isName(part, offsets[i], word)) return 1
  return 0
}
# The word's first sense that is not a name's, or where none of its senses was tagged (so
# that their order says nothing of how often each is meant) the first whose synset names
# `word` first.
function sense(part, word,   offsets, n, i) {
  n = split(senses[part, word], offsets, " ")
  if (tagged[part, word] > 0) {
    for (i = 1; i <= n; i++) if (!isName(part, offsets[i], word)) return offsets[i]
  }
  for (i = 1; i <= n; i++)
    if (firstWord[part, offsets[i]] == word && !isName(part, offsets[i], word)) return offsets[i]
  for (i = 1; i <= n; i++) if (!isName(part, offsets[i], word)) return offsets[i]
}
# How often the sense `sense` picks for `word` was tagged: its number among the word's
# senses, looked up in the counts.
function frequency(part, word,   offsets, n, i, chosen) {
  chosen = sense(part, word)
  n = split(senses[part, word], offsets, " ")
  for (i = 1; i <= n; i++) if (offsets[i] == chosen) return counted[part, word, i] + 0
  return 0
}
function base(part, word,   bases, n, i, count, rule, pair, stem, ending, found) {
  if (has(part, word)) return word
  # A word on the exception list is never put through the rules (adj.exc has "mocker
  # mocker" so that MOCKER is not MOCK + ER).
  if ((part, word) in exception) {
    n = split(exception[part, word], bases, " ")
    for (i = 1; i <= n; i++) if (has(part, bases[i])) return bases[i]
    return ""
  }
  if (part == "adv") return ""
  stem = word; ending = ""
  if (part == "noun") {
    if (word ~ /ful$/) { stem = substr(word, 1, length(word) - 3); ending = "ful" }
    else if (word ~ /ss$/ || length(word) <= 2) return ""
  }
  count = split(rules[part], rule, " ")
  for (i = 1; i <= count; i++) {
    split(rule[i], pair, "=")
    if (length(stem) <= length(pair[1])) continue
    if (substr(stem, length(stem) - length(pair[1]) + 1) != pair[1]) continue
    found = substr(stem, 1, length(stem) - length(pair[1])) pair[2]
    if (has(part, found ending)) return found ending
  }
  return ""
}
# The word's lines, most frequent first (an insertion sort of at most four).
function meaning(word,   p, part, found, lines, line, count, weight, i, j) {
  count = 0
  for (p = 1; p <= 4; p++) {
    part = parts[p]
    found = base(part, word)
    if (found == "") continue
    if (found == word) {
      line = word ", " name[part] ": " glosses[part, sense(part, word)]
    } else {
      line = found ", " name[part]
      needed[found] = 1
    }
    count++
    # The word's own senses before those it has as a form of another (ROSE the flower before
    # the past of RISE); each kind most frequent first.
    weight = frequency(part, found) + (found == word ? 1000000 : 0)
    for (i = count; i > 1 && weights[i - 1] < weight; i--) {
      weights[i] = weights[i - 1]; ordered[i] = ordered[i - 1]
    }
    weights[i] = weight; ordered[i] = line
  }
  lines = ""
  for (j = 1; j <= count; j++) lines = lines "\t" ordered[j]
  return lines
}
{
  word = tolower($0)
  lines = meaning(word)
  if (lines != "") { print toupper(word) lines; printed[word] = 1 }
}
END {
  for (word in needed) if (!(word in printed) && word ~ /^[a-z]+$/) print toupper(word) meaning(word)
}
