#!/usr/bin/env bash
# Builds plistc's release binary as it is shipped, and prints its path (the build's own output
# goes to standard error):
#
#   Tests/Release/build.sh [BUILD_PATH]        (default: .build, so .build/release/plistc)
#   install -m 755 "$(Tests/Release/build.sh)" /usr/local/bin/
#
# On Linux the binary carries what it runs on besides the C library: Swift's standard library
# (--static-swift-stdlib), and the C++ library and GCC's support library that Swift's runtime
# uses (libstdc++ and libgcc, both under the GCC Runtime Library Exception). Loading and binding
# a shared libstdc++ took a quarter of plistc's start-up (docs/performance.md). The linker takes
# libstdc++.a from a folder that holds nothing else, named before its own search folders, since
# the toolchain's link line asks for -lstdc++ and would find the shared one first. Without
# libstdc++.a (a toolchain set up without libstdc++-dev), it says so and links the shared one.
# On macOS Swift's runtime is part of the system, and the binary is a plain release build; with
# PLISTC_ARCHS="arm64 x86_64" (as release.py sets it there) one binary holds both.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
build_path=${1:-$root/.build}
flags=(-c release --product plistc --package-path "$root" --build-path "$build_path")

# The toolchain's own C compiler first: it is the one that links, so its libstdc++ is the one
# Swift's runtime was built against.
static_libstdcxx() {
    local swiftc compiler archive
    swiftc=$(command -v swiftc || true)
    for compiler in "${swiftc:+$(dirname "$(readlink -f "$swiftc")")/clang}" clang c++ gcc; do
        if [ -z "$compiler" ] || ! command -v "$compiler" >/dev/null 2>&1; then continue; fi
        archive=$("$compiler" -print-file-name=libstdc++.a 2>/dev/null || true)
        if [[ "$archive" == /* && -f "$archive" ]]; then
            echo "$archive"
            return
        fi
    done
}

if [ "$(uname -s)" = Linux ]; then
    flags+=(--static-swift-stdlib -Xswiftc -Xclang-linker -Xswiftc -static-libgcc)
    archive=$(static_libstdcxx)
    if [ -n "$archive" ]; then
        folder="$build_path/static-libstdc++"
        mkdir -p "$folder"
        ln -sfn "$archive" "$folder/libstdc++.a"
        flags+=(-Xswiftc -L -Xswiftc "$folder")
    else
        echo "note: no libstdc++.a (apt-get install libstdc++-12-dev): libstdc++ is linked as a shared library" >&2
    fi
fi

if [ "$(uname -s)" = Darwin ]; then
    for arch in ${PLISTC_ARCHS:-}; do flags+=(--arch "$arch"); done
fi

swift build "${flags[@]}" >&2
echo "$(swift build "${flags[@]}" --show-bin-path)/plistc"
