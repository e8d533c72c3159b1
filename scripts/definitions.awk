# Writes the meanings of the words on a word list, from WordNet 3.0's database files.
#
# Arguments, in this order: for each part of speech (noun, verb, adj, adv) its index and
# data files, then its exception list, then the word list (one upper-case word a line).
# For each part of speech a word is looked up as itself or, if WordNet does not have it,
# as the base form WordNet's morphy finds (morph.c): the exception list first, then the
# suffix rules in morphy's order, keeping the first base form WordNet has (a word on the
# exception list only ever has the base forms listed there).
#
# Prints "WORD<TAB>line<TAB>line…", one line per part of speech: "base, noun: gloss" with
# the gloss (its first definition, without examples) of the word's first sense; but where
# WordNet's order says nothing (it orders senses by how often they were tagged in its
# corpus, and none of the word's was), of the first sense whose synset names the word
# first, if one does: HAMMOCK's first sense is "hummock, hammock: a small natural hill",
# its second "hammock, sack: a hanging bed".
# Or "base, noun" alone
# for a word whose base form is another word: that word's entry, also printed, has the
# gloss. Unsorted.
BEGIN {
  rules["noun"] = "s= ses=s xes=x zes=z ches=ch shes=sh men=man ies=y"
  rules["verb"] = "s= ies=y es=e es= ed=e ed= ing=e ing="
  rules["adj"] = "er= est= er=e est=e"
  split("noun verb adj adv", parts, " ")
  name["noun"] = "noun"; name["verb"] = "verb"; name["adj"] = "adjective"; name["adv"] = "adverb"
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
FILENAME ~ /\/data\.[a-z]+$/ {
  if (/^  /) next
  gloss = $0
  sub(/^[^|]*\| +/, "", gloss)
  sub(/;.*$/, "", gloss)         # the first definition, without the examples after it
  sub(/ +$/, "", gloss)
  if (length(gloss) > 120) { gloss = substr(gloss, 1, 120); sub(/ [^ ]*$/, "…", gloss) }
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
function has(part, word) { return (part, word) in senses }
# The word's first sense, or where none of its senses was tagged (so that their order says
# nothing of how often each is meant) the first whose synset names `word` first.
function sense(part, word,   offsets, n, i) {
  n = split(senses[part, word], offsets, " ")
  if (tagged[part, word] > 0) return offsets[1]
  for (i = 1; i <= n; i++) if (firstWord[part, offsets[i]] == word) return offsets[i]
  return offsets[1]
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
function meaning(word,   p, part, found, lines) {
  lines = ""
  for (p = 1; p <= 4; p++) {
    part = parts[p]
    found = base(part, word)
    if (found == "") continue
    if (found == word) {
      lines = lines "\t" word ", " name[part] ": " glosses[part, sense(part, word)]
    } else {
      lines = lines "\t" found ", " name[part]
      needed[found] = 1
    }
  }
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
