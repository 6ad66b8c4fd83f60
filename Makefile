# Build, test, install and benchmark hush. Every target works from a fresh clone on a fresh Debian
# machine that has Swift: the system packages needed (libedit-dev; libqrencode-dev; zlib1g-dev, which Swift
# itself needs) are installed on demand.

PREFIX ?= $(HOME)/.local
DESTDIR ?=
SWIFT ?= swift
# Extra flags for the benchmark, e.g. `make bench BENCH_FLAGS="--runs 10 --keep"`.
BENCH_FLAGS ?=

BINDIR := $(DESTDIR)$(PREFIX)/bin
BASH_COMPLETIONS := $(DESTDIR)$(PREFIX)/share/bash-completion/completions
ZSH_COMPLETIONS := $(DESTDIR)$(PREFIX)/share/zsh/site-functions
FISH_COMPLETIONS := $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d
# The routine catalog and the English word list (data, not code); hush looks for it in ../share/hush beside its binary.
DATADIR := $(DESTDIR)$(PREFIX)/share/hush
MANDIR := $(DESTDIR)$(PREFIX)/share/man/man1

# apt-get needs root; root in a container usually has no sudo at all.
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: all deps build release run test bench bench-server bench-scale bench-app install install-files uninstall clean man

all: build

# zlib, libdeflate and libedit come from their static archives and libqrencode is opened at run time, so
# the build reads no .pc file; the check below uses pkg-config to see the packages are there, so a
# machine without it gets the packages and it. Checking first keeps repeated `make test` runs offline and free of sudo prompts.
deps:
	@if ! command -v pkg-config >/dev/null 2>&1 || ! pkg-config --exists libedit || ! pkg-config --exists zlib \
		|| ! pkg-config --exists libqrencode || [ ! -e /usr/include/libdeflate.h ] \
		|| [ ! -e /usr/share/zoneinfo/America/New_York ]; then \
		echo "Installing libedit-dev, libdeflate-dev, zlib1g-dev, libqrencode-dev and tzdata (the REPL's line editing, the store's gzip'd backups, the QR code of add device, time zones)..."; \
		$(SUDO) apt-get update && \
		$(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y libedit-dev libdeflate-dev zlib1g-dev libqrencode-dev pkg-config tzdata; \
	fi

build: deps
	$(SWIFT) build

# Two programs: `hush`, on FoundationEssentials alone, and `hush-net`, the network half with all of
# Foundation, ICU and NIO. The Swift runtime and Foundation are linked into each, so they need nothing but
# the operating system's own libraries: a family's server is often not the machine that built it, and
# removing or upgrading the toolchain must not break it. Linked statically, a one-shot command also skips
# the dynamic loader's symbol lookups (docs/performance.md).
#
# The compiler makes each generic type a module uses with concrete arguments (`Set<String>`, `[Event]`)
# through that type's metadata accessor, the conformances passed in, instead of handing the runtime a
# mangled name to decode and look its conformances up in every record of the program: a one-shot
# command makes about ninety such types on its way, and `wet diaper` ran 5–10% faster (docs/performance.md).
STATIC := --static-swift-stdlib -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors

release: deps
	$(SWIFT) build -c release --product hush $(STATIC)
	$(SWIFT) build -c release --product hush-net $(STATIC)

# Debug, not release: `make run` is the edit-build-try loop, and an incremental debug build is much
# faster than a whole-module optimised one, while a person typing at the REPL cannot tell the difference.
run: build
	.build/debug/hush

test: deps
	$(SWIFT) test

# SwiftPM's --product takes one product per invocation; the later builds reuse the shared modules, as
# long as they are built with the same flags (a product built without $(STATIC) recompiles every module
# it uses). hush-floor (a static program with Foundation that prints the time in a zone) is the one-shot
# commands' floor; hush-floor-essentials, the same on FoundationEssentials alone as hush is linked, is
# printed beside it. hush-net is built for the data files it puts beside the programs. hush-trivial, which uses no module of ours, is linked dynamically: the
# baseline the first targets were set against.
bench: deps
	$(SWIFT) build -c release --product hush-floor $(STATIC)
	$(SWIFT) build -c release --product hush-floor-essentials $(STATIC)
	$(SWIFT) build -c release --product hush-net $(STATIC)
	$(SWIFT) build -c release --product hush $(STATIC)
	$(SWIFT) build -c release --product hush-trivial
	$(SWIFT) build -c release --product hush-bench $(STATIC)
	.build/release/hush-bench $(BENCH_FLAGS)
	$(MAKE) bench-server

# The server under load (.ci/bench-server): 4 devices × 500 single-event pushes and 50 × 100, on the
# embedded backend and on PostgreSQL (a throwaway cluster, as the tests use; PostgreSQL must be installed),
# one server and two sharing the database. Release builds, linked statically as `make install`'s program
# is; hush-net here is the network half on its own (the same code the installed `hush-net` link runs).
# The floor program's processor time, measured before and after, says how fast the machine was that run.
bench-server: deps
	$(SWIFT) build -c release --product hush-net $(STATIC)
	$(SWIFT) build -c release --product hush-floor $(STATIC)
	$(SWIFT) build -c release --product hush-load $(STATIC)
	.ci/bench-server "$$($(SWIFT) build -c release --show-bin-path)"

# The server on a big PostgreSQL database (.ci/bench-scale): BENCH_SCALE_HOUSEHOLDS households (default
# 100,000) and BENCH_SCALE_EVENTS events (default 10,000,000) written with COPY into a throwaway cluster, then
# hush serve's start, the 4 × 500 and 50 × 100 loads against an empty database's, and a one-year household's
# first pull. 10 million events take about 20 GB of disk; BENCH_SCALE_EVENTS=1000000 about 2 GB.
bench-scale: deps
	$(SWIFT) build -c release --product hush $(STATIC)
	$(SWIFT) build -c release --product hush-net $(STATIC)
	$(SWIFT) build -c release --product hush-load $(STATIC)
	.ci/bench-scale "$$($(SWIFT) build -c release --show-bin-path)"

# The phone app in headless Chromium (Debian's chromium) against release builds, as `make install` links
# them: first render, a line's round trip, another device's push reaching the dashboard. Prints figures and
# asserts nothing about time (PhoneAppBenchmark skips unless HUSH_BENCH_APP names the release build).
bench-app: deps
	$(SWIFT) build -c release --product hush $(STATIC)
	$(SWIFT) build -c release --product hush-net $(STATIC)
	$(SWIFT) build --build-tests
	HUSH_BENCH_APP="$$($(SWIFT) build -c release --show-bin-path)" $(SWIFT) test --skip-build --filter PhoneAppBenchmark

# The installed program is stripped: symbols and DWARF were a third of it. The debug information stays
# apart, beside the build (hush.debug), and the installed binary names its file (a GNU debuglink), so `gdb`
# finds it when pointed at that folder. The same for `hush-net`.
install: release install-files

# What `install` puts in place, from the release build as it is (the install test runs this alone, naming
# RELEASE_BIN, so no swift command runs inside the test's own).
RELEASE_BIN ?= $(shell $(SWIFT) build -c release --show-bin-path)
install-files:
	install -d "$(BINDIR)" "$(BASH_COMPLETIONS)" "$(ZSH_COMPLETIONS)" "$(FISH_COMPLETIONS)" "$(DATADIR)"
	@bin="$(RELEASE_BIN)"; for program in hush hush-net; do \
		echo "Installing $$program stripped; its debug information stays in $$bin/$$program.debug" && \
		objcopy --only-keep-debug "$$bin/$$program" "$$bin/$$program.debug" && \
		rm -f "$(BINDIR)/$$program" && \
		install -m 755 "$$bin/$$program" "$(BINDIR)/$$program" && \
		strip --strip-all "$(BINDIR)/$$program" && \
		objcopy --add-gnu-debuglink="$$bin/$$program.debug" "$(BINDIR)/$$program" || exit 1; \
	done
	install -m 644 completions/hush.bash "$(BASH_COMPLETIONS)/hush"
	install -m 644 completions/_hush "$(ZSH_COMPLETIONS)/_hush"
	install -m 644 completions/hush.fish "$(FISH_COMPLETIONS)/hush.fish"
	install -m 644 Sources/HushResources/Resources/routines.json "$(DATADIR)/routines.json"
	install -m 644 Sources/HushResources/Resources/english-words.txt "$(DATADIR)/english-words.txt"
	install -m 644 Sources/HushResources/Resources/english-words.LICENSE "$(DATADIR)/english-words.LICENSE"
	install -m 644 Sources/HushResources/Resources/chat-words.txt "$(DATADIR)/chat-words.txt"
	install -d "$(MANDIR)"
	man/append-language "$(RELEASE_BIN)/hush" man/hush-options.1 > "$(MANDIR)/hush.1"
	chmod 644 "$(MANDIR)/hush.1"
	@echo "Installed hush to $(BINDIR)/hush"
	@case ":$$PATH:" in \
		*":$(PREFIX)/bin:"*) ;; \
		*) echo "Note: $(PREFIX)/bin is not on your PATH. Add it, e.g. in ~/.bashrc:"; \
		   echo "    export PATH=\"$(PREFIX)/bin:\$$PATH\"";; \
	esac
	@echo "Completions load in new shells (zsh needs $(PREFIX)/share/zsh/site-functions in fpath)."

uninstall:
	rm -f "$(BINDIR)/hush" "$(BINDIR)/hush-net" "$(BASH_COMPLETIONS)/hush" "$(ZSH_COMPLETIONS)/_hush" "$(FISH_COMPLETIONS)/hush.fish" "$(DATADIR)/routines.json" "$(DATADIR)/english-words.txt" "$(DATADIR)/english-words.LICENSE" "$(DATADIR)/chat-words.txt" "$(MANDIR)/hush.1"

clean:
	$(SWIFT) package clean

# The options half of `man hush`, made by swift-argument-parser's manual generator from hush's own option
# definitions (a test fails when it lags behind them). The generator plugin builds every product first.
# A line starting with a quote would be a request to troff, so it is made literal.
man: deps
	$(SWIFT) package --allow-writing-to-package-directory generate-manual --configuration debug --date "$$(date +'%B %-d, %Y')"
	sed "/^[^.]/s/^'/\\\\\&'/" .build/plugins/GenerateManual/outputs/hush/hush.1 > man/hush-options.1
