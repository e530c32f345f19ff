# Shared by the benchmark scripts: `. "$REPO/Benchmarks/common.sh" "$@"` reads the page counts
# into SIZES (default 1,000 and 10,000) and defines `log` and `apt_install`.
SIZES=("$@")
[ ${#SIZES[@]} -gt 0 ] || SIZES=(1000 10000)
for n in "${SIZES[@]}"; do
    [[ $n =~ ^[0-9]+$ ]] && [ "$n" -ge 8 ] || { echo "error: PAGES must be a whole number, at least 8: '$n'" >&2; exit 2; }
done

log() { printf '%s\n' "$*" >&2; }

# --- tools -------------------------------------------------------------------------------
apt_install() {  # apt_install PACKAGE...
    local sudo=""
    if [ "$(id -u)" -ne 0 ]; then
        command -v sudo >/dev/null || { log "error: need root (or sudo) to install: $*"; exit 1; }
        sudo=sudo
    fi
    log "installing $* with apt-get"
    $sudo apt-get install -y -q "$@" >/dev/null 2>&1 || {
        $sudo apt-get update -q >/dev/null && $sudo apt-get install -y -q "$@" >/dev/null
    }
}

# Sets GUIDEGEN to a release binary: the one GUIDEGEN names, else .build-bench's (built when
# missing, or again with REBUILD=1).
release_guidegen() {
    if [ -z "${GUIDEGEN:-}" ]; then
        GUIDEGEN=$REPO/.build-bench/release/guidegen
        if [ ! -x "$GUIDEGEN" ] || [ "${REBUILD:-0}" = 1 ]; then
            log "building the release guidegen into .build-bench (several minutes on 2 cores)…"
            (cd "$REPO" && swift build -c release --scratch-path .build-bench --product guidegen) >&2 || { log "error: swift build failed"; exit 1; }
        fi
    fi
    [ -x "$GUIDEGEN" ] || { log "error: GUIDEGEN=$GUIDEGEN is not an executable"; exit 1; }
}
