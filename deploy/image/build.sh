#!/usr/bin/env bash
# Build deploy/Dockerfile with podman on a machine that reaches Debian's package mirror and PyPI
# but no container registry (`make image`; the image smoke test runs it too).
#
# The base image, normally python:3.11-slim from Docker Hub, is made from Debian packages
# instead (mmdebstrap, then `podman import`) and passed as the PYTHON_IMAGE build argument.
# It is kept in podman's storage and reused: delete it, or set REBUILD_BASE=1, to refresh it.
#
# Settings (environment):
#   IMAGE            tag of the built image                   (localhost/tapete:latest)
#   BASE_IMAGE       tag of the Debian base                   (localhost/tapete-base:bookworm)
#   REBUILD_BASE     1: make the base again even if it exists
#   DEBIAN_SUITE     suite of the base                        (bookworm: Python 3.11)
#   DEBIAN_MIRROR    Debian mirror                            (http://deb.debian.org/debian)
#   SECURITY_MIRROR  Debian security mirror          (http://deb.debian.org/debian-security)
#   CA_BUNDLE        CA bundle lent to the build's pip        (found at run time, see below)
#   PODMAN_STORAGE_DRIVER  podman storage driver             (vfs: works without overlayfs)
#   BUILD_ISOLATION  podman build --isolation                 (chroot: works without user
#                                                              namespaces or rlimits)
#   BUILD_LAYERS     podman build --layers                    (false: with vfs every cached
#                                                              layer is a full copy of the tree)
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
IMAGE="${IMAGE:-localhost/tapete:latest}"
BASE_IMAGE="${BASE_IMAGE:-localhost/tapete-base:bookworm}"
DEBIAN_SUITE="${DEBIAN_SUITE:-bookworm}"
DEBIAN_MIRROR="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"
SECURITY_MIRROR="${SECURITY_MIRROR:-http://deb.debian.org/debian-security}"
BUILD_ISOLATION="${BUILD_ISOLATION:-chroot}"
BUILD_LAYERS="${BUILD_LAYERS:-false}"
# What the Dockerfile needs from its base: python (python-is-python3) with venv, CA
# certificates for pip, and groupadd/useradd (passwd) for the runtime user.
BASE_PACKAGES="python3,python3-venv,python-is-python3,ca-certificates,passwd"
# The system directories a Debian base needs on PATH: `podman import` sets no environment, and
# the Dockerfile extends PATH with /opt/venv/bin.
BASE_PATH="/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"
# Where Debian's OpenSSL (and so pip) reads its CA bundle, in the base and in python:3.11-slim.
DEBIAN_CA_BUNDLE="/etc/ssl/certs/ca-certificates.crt"

podman() { command podman --storage-driver "${PODMAN_STORAGE_DRIVER:-vfs}" "$@"; }
say() { printf '[image] %s\n' "$*" >&2; }
die() { say "error: $*"; exit 1; }

command -v podman >/dev/null || die "podman is missing (Debian: apt-get install podman mmdebstrap)"

# The host's CA bundle: the one its own TLS clients are told to use, else OpenSSL's default.
# pip inside the build needs it when outgoing HTTPS goes through an intercepting proxy.
find_ca_bundle() {
    local candidate
    for candidate in "${CA_BUNDLE:-}" "${PIP_CERT:-}" "${SSL_CERT_FILE:-}" \
        "${REQUESTS_CA_BUNDLE:-}" \
        "$(python3 -c 'import ssl; print(ssl.get_default_verify_paths().cafile or "")' \
            2>/dev/null || true)" \
        "$DEBIAN_CA_BUNDLE"; do
        if [ -n "$candidate" ] && [ -f "$candidate" ]; then
            printf '%s\n' "$candidate"
            return
        fi
    done
}

make_base() {
    command -v mmdebstrap >/dev/null || die "mmdebstrap is missing (Debian: apt-get install mmdebstrap)"
    local work tarball
    work="$(mktemp -d "${TMPDIR:-/tmp}/tapete-base.XXXXXX")"
    # shellcheck disable=SC2064  # expand now: $work is local
    trap "rm -rf '$work'" EXIT
    tarball="$work/base.tar"
    say "making $BASE_IMAGE from Debian $DEBIAN_SUITE packages ($DEBIAN_MIRROR)"
    # stdin from /dev/null: mmdebstrap reads extra sources.list lines from a non-terminal stdin.
    mmdebstrap --variant=minbase --include="$BASE_PACKAGES" "$DEBIAN_SUITE" "$tarball" \
        "deb $DEBIAN_MIRROR $DEBIAN_SUITE main" \
        "deb $DEBIAN_MIRROR $DEBIAN_SUITE-updates main" \
        "deb $SECURITY_MIRROR $DEBIAN_SUITE-security main" \
        </dev/null
    podman import --quiet \
        --change "ENV PATH=$BASE_PATH" \
        --change "ENV LANG=C.UTF-8" \
        --change 'CMD ["python3"]' \
        "$tarball" "$BASE_IMAGE" >/dev/null
    rm -rf "$work"
    trap - EXIT
}

started=$SECONDS
if [ "${REBUILD_BASE:-0}" = 1 ] || ! podman image exists "$BASE_IMAGE"; then
    make_base
    say "base ready in $((SECONDS - started)) s"
else
    say "reusing $BASE_IMAGE (REBUILD_BASE=1 makes it again)"
fi

volumes=()
bundle="$(find_ca_bundle || true)"
if [ -n "$bundle" ]; then
    # Lent read-only for the build's RUN steps only; it is not part of any layer.
    volumes=(--volume "$bundle:$DEBIAN_CA_BUNDLE:ro")
else
    say "no CA bundle found on this host: pip uses the base's own certificates"
fi

previous="$(podman image inspect --format '{{.Id}}' "$IMAGE" 2>/dev/null || true)"
built=$SECONDS
say "building $IMAGE from deploy/Dockerfile (PYTHON_IMAGE=$BASE_IMAGE)"
# --format docker keeps the Dockerfile's HEALTHCHECK (the OCI format has no such field).
podman build \
    --file "$ROOT/deploy/Dockerfile" \
    --ignorefile "$ROOT/deploy/Dockerfile.dockerignore" \
    --build-arg "PYTHON_IMAGE=$BASE_IMAGE" \
    --isolation "$BUILD_ISOLATION" \
    --layers="$BUILD_LAYERS" \
    --format docker \
    "${volumes[@]}" \
    --tag "$IMAGE" \
    "$ROOT"
say "image built in $((SECONDS - built)) s"

# The image this build replaced is now untagged: remove it (with vfs it holds a full copy of
# the tree), unless a container or another tag still uses it.
current="$(podman image inspect --format '{{.Id}}' "$IMAGE")"
if [ -n "$previous" ] && [ "$previous" != "$current" ]; then
    podman rmi "$previous" >/dev/null 2>&1 || true
fi
say "$IMAGE ready ($((SECONDS - started)) s in all)"
