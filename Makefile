# Tableside: `make run` to play, `make test` to check everything.
# Both work on a fresh Debian machine as root: missing system packages are
# installed first, and only the missing ones, so a warm machine pays nothing.

GO      ?= go
# Fyne 2.6+ runs callbacks on one goroutine; this tag declares we use fyne.Do.
TAGS    := migrated_fynedo
# Fyne's headless test driver: no GL needed, about 3x faster cold.
TESTTAGS := ci,$(TAGS)
BIN     := bin/tableside
DB      ?=

# What Fyne (cgo, GLFW for X11 and Wayland) needs to build the real window.
BUILD_PKGS := gcc pkg-config libgl1-mesa-dev libx11-dev libxcursor-dev \
	libxrandr-dev libxinerama-dev libxi-dev libxxf86vm-dev libxext-dev \
	libxrender-dev libxfixes-dev libwayland-dev libxkbcommon-dev
# The browser Share table's page is tested in (share/browser_test.go skips
# without it, so a plain `go test` stays quick on a machine that lacks it).
TEST_PKGS := chromium
# What `make package` and `make test` need to cross-build the Windows
# executable (MinGW-w64, the C compiler for cgo: GLFW and SQLite).
WIN_PKGS := gcc-mingw-w64-x86-64
WINCC := x86_64-w64-mingw32-gcc
# The Windows build, for `make test` and `make package`.
WINENV := CGO_ENABLED=1 GOOS=windows GOARCH=amd64 CC=$(WINCC)
# Fyne's packaging tool, pinned in go.mod (`go get -tool`). Built into bin/
# first and run from there: `go tool fyne` with GOOS or CC set for Windows
# would build the tool itself for Windows.
FYNE := bin/fyne
DIST := dist
# What `make screenshot` needs to open a real window without a screen.
SHOT_PKGS := xvfb xauth imagemagick xdotool x11-utils

SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: run build test package deps test-deps win-deps screenshot-deps screenshot fuzz bench clean

run: build
	./$(BIN) $(if $(DB),--db "$(DB)")

build: deps
	$(GO) build -tags $(TAGS) -o $(BIN) .

test: deps test-deps win-deps
	@# gofmt first: a file it would change is named, and the run stops.
	@out=$$("$$($(GO) env GOROOT)/bin/gofmt" -l .); if [ -n "$$out" ]; then echo "gofmt would change:"; echo "$$out"; exit 1; fi
	$(GO) vet -tags $(TESTTAGS) ./...
	$(GO) tool staticcheck -tags $(TESTTAGS) ./...
	$(GO) test -tags $(TESTTAGS) -count=1 ./...
	@# The tests use Fyne's test driver; build the real GL binary too so a
	@# compile error on that side cannot hide.
	$(GO) build -tags $(TAGS) -o /dev/null .
	@# The Windows executable, cross-built: a Windows-only compile error
	@# (campaign/lock_windows.go, paths) cannot hide either.
	$(WINENV) $(GO) build -tags $(TAGS) -o /dev/null .
	@# Fyne's mobile driver (the `mobile` tag, the phone code path of
	@# fyne.CurrentDevice().IsMobile()), built for this machine: an Android
	@# or iOS build needs the NDK or Xcode, which we cannot install here.
	@# Its EGL and GLES headers come with libgl1-mesa-dev.
	$(GO) build -tags mobile,$(TAGS) -o /dev/null .

# The player's downloads, into dist/: the Linux desktop package (a .tar.xz
# of the binary, its .desktop entry and icon; `make install` inside it puts
# them in place) and the Windows executable (icon and manifest built in),
# both by Fyne's packaging tool. It builds in the source folder, so each
# file is moved to dist/ when made.
package: deps win-deps
	rm -rf $(DIST) && mkdir -p $(DIST)
	$(GO) build -o $(FYNE) fyne.io/tools/cmd/fyne
	$(call fyne_package,--os linux)
	@# The tarball's own Makefile names the icon without its .png, so its
	@# install stops there (fyne-io/tools#139): it is put right here.
	mkdir -p $(DIST)/linux && tar -xJf Tableside.tar.xz -C $(DIST)/linux && rm Tableside.tar.xz
	sed -i 's/^Icon := "\(.*\)"$$/Icon := "\1.png"/' $(DIST)/linux/tableside/Makefile
	tar -cJf $(DIST)/Tableside.tar.xz -C $(DIST)/linux tableside && rm -rf $(DIST)/linux
	@# The packager compiles C with -fstack-protector-strong and
	@# -D_FORTIFY_SOURCE, whose helpers MinGW keeps in libssp: linked in
	@# statically, so the .exe needs no libssp-0.dll beside it.
	$(call fyne_package,--os windows,CC=$(WINCC) CGO_LDFLAGS=-l:libssp.a)
	mv Tableside.exe $(DIST)/
	@ls -l $(DIST)

# Short fuzz runs of every fuzz target in the tree, each named whole
# (-fuzz matches one target). Counts, not seconds: a time limit can trip a
# race in Go 1.26's fuzz coordinator. TestMakeFuzzRunsEveryTarget
# (makefile_test.go) fails when a func Fuzz is missing here.
fuzz:
	$(GO) test -tags $(TESTTAGS) -run=XXX -fuzz='^FuzzImport$$' -fuzztime=200000x ./campaign/
	$(GO) test -tags $(TESTTAGS) -run=XXX -fuzz='^FuzzImportLibrary$$' -fuzztime=200000x ./campaign/
	$(GO) test -tags $(TESTTAGS) -run=XXX -fuzz='^FuzzParseWrite$$' -fuzztime=200000x ./share/
	$(GO) test -tags $(TESTTAGS) -run=XXX -fuzz='^FuzzApply$$' -fuzztime=500000x ./tracker/villains/
	$(GO) test -tags $(TESTTAGS) -run=XXX -fuzz='^FuzzPlay$$' -fuzztime=20000x ./tracker/villains/
	$(GO) test -tags $(TESTTAGS) -run=XXX -fuzz='^FuzzApply$$' -fuzztime=200000x ./tracker/valor/
	$(GO) test -tags $(TESTTAGS) -run=XXX -fuzz='^FuzzPlay$$' -fuzztime=20000x ./tracker/valor/
	$(GO) test -tags $(TESTTAGS) -run=XXX -fuzz='^FuzzApply$$' -fuzztime=100000x ./tracker/valor/book/
	$(GO) test -tags $(TESTTAGS) -run=XXX -fuzz='^FuzzPlay$$' -fuzztime=20000x ./tracker/valor/book/
	$(GO) test -tags $(TESTTAGS) -run=XXX -fuzz='^FuzzMinionStep$$' -fuzztime=20000x ./tracker/valor/labyrinth/
	$(GO) test -tags $(TESTTAGS) -run=XXX -fuzz='^FuzzRun$$' -fuzztime=200000x ./tracker/valor/labyrinth/plan/
	$(GO) test -tags $(TESTTAGS) -run=XXX -fuzz='^FuzzApply$$' -fuzztime=100000x ./tracker/sorcery/
	$(GO) test -tags $(TESTTAGS) -run=XXX -fuzz='^FuzzParseInflicts$$' -fuzztime=100000x ./tracker/sorcery/
	$(GO) test -tags $(TESTTAGS) -run=XXX -fuzz='^FuzzParseGemHP$$' -fuzztime=100000x ./tracker/sorcery/
	$(GO) test -tags $(TESTTAGS) -run=XXX -fuzz='^FuzzParsePower$$' -fuzztime=100000x ./tracker/sorcery/
	$(GO) test -tags $(TESTTAGS) -run=XXX -fuzz='^FuzzActivation$$' -fuzztime=20000x ./tracker/sorcery/
	$(GO) test -tags $(TESTTAGS) -run=XXX -fuzz='^FuzzEnemyTurn$$' -fuzztime=20000x ./tracker/sorcery/
	$(GO) test -tags $(TESTTAGS) -run=XXX -fuzz='^FuzzSouls$$' -fuzztime=20000x ./tracker/sorcery/
	$(GO) test -tags $(TESTTAGS) -run=XXX -fuzz='^FuzzRun$$' -fuzztime=100000x ./tracker/sorcery/sorceryplan/
	$(GO) test -tags $(TESTTAGS) -run=XXX -fuzz='^FuzzApply$$' -fuzztime=100000x ./tracker/legends/
	$(GO) test -tags $(TESTTAGS) -run=XXX -fuzz='^FuzzDecode$$' -fuzztime=100000x ./tracker/legends/
	$(GO) test -tags $(TESTTAGS) -run=XXX -fuzz='^FuzzPlay$$' -fuzztime=20000x ./tracker/legends/
	$(GO) test -tags $(TESTTAGS) -run=XXX -fuzz='^FuzzCheckCard$$' -fuzztime=100000x ./tracker/legends/
	$(GO) test -tags $(TESTTAGS) -run=XXX -fuzz='^FuzzParseLines$$' -fuzztime=100000x ./tracker/legends/

bench:
	$(GO) test -tags $(TESTTAGS) -run=XXX -bench=. -benchmem ./...

# A real window under Xvfb at phone and tablet size; PNGs land in screenshots/.
# The scenes deeper in the app are reached by tapping button labels, which a
# build with the `screens` tag can do (tapscript_screens.go).
screenshot: build screenshot-deps
	scripts/screenshot.sh $(BIN) screenshots
	$(GO) build -tags $(TAGS),screens -o $(BIN)-screens .
	scripts/scenes.sh $(BIN)-screens screenshots/scenes

deps:
	@$(call install_missing,$(BUILD_PKGS))

test-deps:
	@$(call install_missing,$(TEST_PKGS))

win-deps:
	@$(call install_missing,$(WIN_PKGS))

screenshot-deps:
	@$(call install_missing,$(SHOT_PKGS))

clean:
	rm -rf bin screenshots $(DIST)

# fyne_package runs Fyne's packager ($(2): environment, $(1): its options).
# The packager adds one to FyneApp.toml's Build after every package; the
# file is put back as it was, so a package leaves the tree clean (Build is
# raised by hand for a release).
define fyne_package
cp FyneApp.toml bin/FyneApp.toml.kept; \
$(2) $(FYNE) package $(1) --release --tags $(TAGS); st=$$?; \
cp bin/FyneApp.toml.kept FyneApp.toml; exit $$st
endef

define install_missing
missing=""; for p in $(1); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
if [ -n "$$missing" ]; then \
	echo "Installing:$$missing"; \
	$(SUDO) apt-get update -q && \
	DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -q --no-install-recommends $$missing; \
fi
endef
