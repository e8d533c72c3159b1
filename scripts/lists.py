"""Makes the word lists of every language but English's full and large ones (SPEC §7).

Run by make-words.sh with the unpacked Debian dictionaries and the `wordfreq` package:
    python3 lists.py LANGUAGES.plist DICT-FOLDER OUT-FOLDER

For each language in the table, its spelling list (the Debian file below) becomes its full
list: words of letters only, lower case (German nouns capitalised), made upper case, each
letter in the language's alphabet or folding to letters of it (É → E; ß is SS). Words that
fold alike are one word, written as its most frequent spelling. The file is sorted by the
folded words, byte by byte in ISO Latin-1, which is the order the game reads them in.

Its common list is the words of the spelling list that `wordfreq` counts at least once in
a million words (a Zipf frequency of 3), without proper nouns and abbreviations: the
spelling lists write those in capitals, and a word without a vowel (BZW) is taken for one.
"""

import plistlib
import random
import sys
import unicodedata

import wordfreq

# Where each language's spelling list comes from: a Debian dictionary, or (English) the
# large list make-words.sh has already written.
SPELLING = {
    "en": "out:english-large.plist",
    "nl": "dict:dutch",
    "de": "dict:ngerman",
    "fr": "dict:french",
    "es": "dict:spanish",
}
# Nouns are written with a capital in German, so its capitalised words are words too.
CAPITALISED_NOUNS = {"de"}
COMMON_ZIPF = 3.0


def fold(word, alphabet):
    """The word in the alphabet's letters, or None if a letter has no place in it."""
    folded = []
    for letter in word.upper():
        if letter in alphabet:
            folded.append(letter)
            continue
        base = "".join(c for c in unicodedata.normalize("NFD", letter) if not unicodedata.combining(c))
        if not base or any(c not in alphabet for c in base):
            return None
        folded.append(base)
    return "".join(folded)


def key(word):
    return word.encode("latin-1")


def write(path, words):
    with open(path, "w", encoding="utf-8") as out:
        out.write('<?xml version="1.0" encoding="UTF-8"?>\n')
        out.write('<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" ')
        out.write('"http://www.apple.com/DTDs/PropertyList-1.0.dtd">\n')
        out.write('<plist version="1.0">\n<array>\n')
        for word in words:
            out.write("\t<string>%s</string>\n" % word)
        out.write("</array>\n</plist>\n")


def spelling_words(source, dict_folder, out_folder):
    kind, name = source.split(":")
    if kind == "out":
        with open("%s/%s" % (out_folder, name), "rb") as file:
            return [word.lower() for word in plistlib.load(file)]
    with open("%s/%s" % (dict_folder, name), encoding="utf-8") as file:
        return [line.strip() for line in file]


def main(table_path, dict_folder, out_folder):
    with open(table_path, "rb") as file:
        languages = plistlib.load(file)
    for language in languages:
        code, alphabet = language["code"], language["alphabet"]
        spellings = {}  # folded word → its spellings
        for word in spelling_words(SPELLING[code], dict_folder, out_folder):
            capitalised = code in CAPITALISED_NOUNS and word[:1].isupper() and word[1:].islower()
            if not word.isalpha() or not (word.islower() or capitalised):
                continue
            folded = fold(word, alphabet)
            if folded and len(folded) <= 64:
                spellings.setdefault(folded, set()).add(word.upper())
        written = {
            folded: max(sorted(forms), key=lambda form: wordfreq.zipf_frequency(form.lower(), code))
            for folded, forms in spellings.items()
        }
        if code != "en":
            write("%s/%s" % (out_folder, language["full"]), [written[f] for f in sorted(written, key=key)])

        common = set()
        for word in wordfreq.top_n_list(code, 1_000_000):
            if wordfreq.zipf_frequency(word, code) < COMMON_ZIPF:
                break
            folded = fold(word, alphabet) if word.isalpha() else None
            vowels = set("AEIOUY") | set(alphabet[26:])
            if folded in written and word.upper() in spellings[folded] and vowels & set(folded):
                common.add(folded)
        write("%s/%s" % (out_folder, language["common"]), [written[f] for f in sorted(common, key=key)])

        sample = random.Random(20261127).sample(sorted(common, key=key), 20)
        print("%s\t%s\t%d\t%s\t%d\t%s" % (code, language["full"], len(written), language["common"],
                                           len(common), " ".join(written[f] for f in sample)))


if __name__ == "__main__":
    main(*sys.argv[1:])
