#!/usr/bin/env python3
"""Makes plistc's release files and checks them (.github/workflows/release.yml runs it on a tag;
.ci/run runs the Linux part on every change).

    release.py archive [--tag vX.Y.Z] [--binary PLISTC] OUT
        Builds the release binary (Tests/Release/build.sh; on macOS for arm64 and x86_64 in
        one file), or takes PLISTC, and writes OUT/plistc-VERSION-PLATFORM.tar.gz holding
        plistc-VERSION-PLATFORM/bin/plistc and the README. VERSION is what `plistc --version`
        says; with --tag, it must be the tag without its `v`, or nothing is written.
    release.py bundle OUT ARCHIVE...
        Writes OUT/plistc.artifactbundle.zip (a SwiftPM artifact bundle, info.json schema 1.0,
        one variant per archive) and OUT/SHA256SUMS for the archives and the bundle.
    release.py formula --tag vX.Y.Z --revision COMMIT OUT
        Writes OUT/plistc.rb: Formula/plistc.rb with the stable url of the tag and its commit,
        what the tap's formula becomes once the release is published.
    release.py check OUT
        Checks OUT as the bundle step left it: every checksum, the bundle's layout and
        info.json, and the variant for this machine runs (--version, and a lint of
        Fixtures/Noteworthy.plist that finds nothing).

Only the standard library: it runs on GitHub's Linux and macOS runners as they are.
"""
import argparse
import hashlib
import json
import os
import platform
import shutil
import stat
import subprocess
import sys
import tarfile
import tempfile
import zipfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BUNDLE = "plistc.artifactbundle"
SUMS = "SHA256SUMS"
# The platform part of an archive's name, and the triples SwiftPM matches a variant with.
PLATFORMS = {
    "x86_64-unknown-linux-gnu": ["x86_64-unknown-linux-gnu"],
    "aarch64-unknown-linux-gnu": ["aarch64-unknown-linux-gnu"],
    "universal-apple-macosx": ["arm64-apple-macosx", "x86_64-apple-macosx"],
}


def fail(message):
    sys.exit("release.py: error: " + message)


def this_platform():
    """The platform name of this machine's archive."""
    system, machine = platform.system(), platform.machine()
    if system == "Darwin":
        return "universal-apple-macosx"
    if system == "Linux" and machine in ("x86_64", "aarch64"):
        return machine + "-unknown-linux-gnu"
    fail("no release is made for %s on %s" % (system, machine))


def version_of(binary):
    """The version `plistc --version` prints: `plistc 0.1.0 (libxml2 2.9.14)` gives 0.1.0."""
    words = subprocess.run([binary, "--version"], check=True, capture_output=True, text=True).stdout.split()
    if len(words) < 2 or words[0] != "plistc":
        fail("%s --version did not print 'plistc VERSION'" % binary)
    return words[1]


def build():
    """Builds the release binary and returns its path."""
    environment = dict(os.environ)
    if platform.system() == "Darwin":
        environment["PLISTC_ARCHS"] = "arm64 x86_64"
    result = subprocess.run([os.path.join(ROOT, "Tests", "Release", "build.sh")], check=True, env=environment,
                            stdout=subprocess.PIPE, text=True)
    return result.stdout.strip()


def archive(arguments):
    binary = os.path.abspath(arguments.binary) if arguments.binary else build()
    version = version_of(binary)
    if arguments.tag is not None and arguments.tag != "v" + version:
        fail("the tag is %s but plistc --version says %s: set plistcVersion (Sources/PlistcKit/Version.swift) "
             "to the tag's version and tag that commit" % (arguments.tag, version))
    name = "plistc-%s-%s" % (version, this_platform())
    os.makedirs(arguments.out, exist_ok=True)
    path = os.path.join(arguments.out, name + ".tar.gz")
    with tempfile.TemporaryDirectory() as work:
        shipped = os.path.join(work, "plistc")
        shutil.copy2(binary, shipped)
        # The debug sections of a Linux build are a third of it (25 MB -> 16 MB); its symbol
        # table stays, so a crash's backtrace still names functions.
        if platform.system() == "Linux" and shutil.which("strip"):
            subprocess.run(["strip", "--strip-debug", shipped], check=True)
        with tarfile.open(path + ".partial", "w:gz") as tar:
            tar.add(shipped, arcname=name + "/bin/plistc", filter=normalized)
            tar.add(os.path.join(ROOT, "README.md"), arcname=name + "/README.md", filter=normalized)
    os.replace(path + ".partial", path)
    print(path)


def normalized(info):
    """An archive member without the builder's user, group and time."""
    info.uid = info.gid = 0
    info.uname = info.gname = ""
    info.mtime = 0
    info.mode = 0o755 if info.mode & stat.S_IXUSR else 0o644
    return info


def platform_of(archive_path):
    """`plistc-0.1.0-x86_64-unknown-linux-gnu.tar.gz` gives (0.1.0, x86_64-unknown-linux-gnu)."""
    name = os.path.basename(archive_path)
    for platform_name in PLATFORMS:
        suffix = "-%s.tar.gz" % platform_name
        if name.startswith("plistc-") and name.endswith(suffix):
            return name[len("plistc-"):-len(suffix)], platform_name
    fail("%s is not named plistc-VERSION-PLATFORM.tar.gz for a platform of %s" % (name, ", ".join(PLATFORMS)))


def bundle(arguments):
    if not arguments.archives:
        fail("bundle needs at least one archive")
    versions = {platform_of(path)[0] for path in arguments.archives}
    if len(versions) != 1:
        fail("the archives are of different versions: %s" % ", ".join(sorted(versions)))
    version = versions.pop()
    with tempfile.TemporaryDirectory() as work:
        root = os.path.join(work, BUNDLE)
        variants = []
        for path in sorted(arguments.archives):
            _, platform_name = platform_of(path)
            with tarfile.open(path) as tar:
                extract(tar, root, path)
            directory = "plistc-%s-%s" % (version, platform_name)
            if not os.path.isfile(os.path.join(root, directory, "bin", "plistc")):
                fail("%s holds no %s/bin/plistc" % (path, directory))
            variants.append({"path": directory + "/bin/plistc", "supportedTriples": PLATFORMS[platform_name]})
        info = {"schemaVersion": "1.0",
                "artifacts": {"plistc": {"version": version, "type": "executable", "variants": variants}}}
        with open(os.path.join(root, "info.json"), "w") as file:
            json.dump(info, file, indent=2)
            file.write("\n")
        zip_path = os.path.join(arguments.out, BUNDLE + ".zip")
        with zipfile.ZipFile(zip_path + ".partial", "w", zipfile.ZIP_DEFLATED) as archive_file:
            for directory, _, files in sorted(os.walk(root)):
                for name in sorted(files):
                    path = os.path.join(directory, name)
                    member = zipfile.ZipInfo(os.path.relpath(path, work), date_time=(1980, 1, 1, 0, 0, 0))
                    member.external_attr = (0o100755 if os.access(path, os.X_OK) else 0o100644) << 16
                    member.compress_type = zipfile.ZIP_DEFLATED
                    with open(path, "rb") as source:
                        archive_file.writestr(member, source.read())
        os.replace(zip_path + ".partial", zip_path)
    files = sorted([os.path.basename(path) for path in arguments.archives] + [BUNDLE + ".zip"])
    with open(os.path.join(arguments.out, SUMS), "w") as sums:
        for name in files:
            sums.write("%s  %s\n" % (sha256(os.path.join(arguments.out, name)), name))
    print(zip_path)


def extract(tar, destination, path):
    """Extracts an archive that holds only files and folders below one folder of its own."""
    for member in tar.getmembers():
        parts = member.name.split("/")
        if member.name.startswith("/") or ".." in parts or not (member.isfile() or member.isdir()):
            fail("%s holds %s, which is not a plain file or folder inside it" % (path, member.name))
    tar.extractall(destination)


def sha256(path):
    digest = hashlib.sha256()
    with open(path, "rb") as file:
        for block in iter(lambda: file.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def check(arguments):
    out = arguments.out
    problems = []
    with open(os.path.join(out, SUMS)) as sums:
        listed = [line.rstrip("\n").split("  ", 1) for line in sums if line.strip()]
    for digest, name in listed:
        if sha256(os.path.join(out, name)) != digest:
            problems.append("%s does not match its checksum" % name)
    if BUNDLE + ".zip" not in [name for _, name in listed]:
        problems.append("%s lists no %s.zip" % (SUMS, BUNDLE))
    with tempfile.TemporaryDirectory() as work:
        with zipfile.ZipFile(os.path.join(out, BUNDLE + ".zip")) as archive_file:
            names = archive_file.namelist()
            if any(not name.startswith(BUNDLE + "/") or ".." in name.split("/") for name in names):
                problems.append("the bundle holds files outside %s/" % BUNDLE)
            for member in archive_file.infolist():
                archive_file.extract(member, work)
                mode = member.external_attr >> 16
                if mode:
                    os.chmod(os.path.join(work, member.filename), mode & 0o777)
        root = os.path.join(work, BUNDLE)
        info = json.load(open(os.path.join(root, "info.json")))
        artifact = info.get("artifacts", {}).get("plistc", {})
        if info.get("schemaVersion") != "1.0" or artifact.get("type") != "executable":
            problems.append("info.json is not schema 1.0 with an executable named plistc")
        mine = PLATFORMS[this_platform()]
        ran = False
        for variant in artifact.get("variants", []):
            path = os.path.join(root, variant.get("path", ""))
            if not variant.get("supportedTriples") or not os.access(path, os.X_OK):
                problems.append("variant %s: no triples, or no executable at its path" % variant.get("path"))
            elif variant["supportedTriples"] == mine:
                if version_of(path) != artifact.get("version"):
                    problems.append("%s --version is not the bundle's version %s" % (path, artifact.get("version")))
                lint = subprocess.run([path, "lint", os.path.join(ROOT, "Fixtures", "Noteworthy.plist")],
                                      capture_output=True, text=True)
                if lint.returncode != 0:
                    problems.append("%s lint Fixtures/Noteworthy.plist exited with %d:\n%s"
                                    % (path, lint.returncode, lint.stdout + lint.stderr))
                ran = True
        if not ran:
            problems.append("the bundle has no variant for this machine (%s)" % ", ".join(mine))
    if problems:
        fail("\n".join(problems))
    print("%s: %d checksums, %s with %d variants, %s ran a lint" % (
        out, len(listed), BUNDLE, len(artifact.get("variants", [])), this_platform()))


FORMULA_MARK = "  # stable: written by Tests/Release/release.py formula\n"


def formula(arguments):
    if not arguments.tag.startswith("v") or len(arguments.revision) != 40:
        fail("formula needs a tag vX.Y.Z and the 40-digit commit it names")
    with open(os.path.join(ROOT, "Formula", "plistc.rb")) as file:
        text = file.read()
    if text.count(FORMULA_MARK) != 1:
        fail("Formula/plistc.rb has no line %r to put the stable url in" % FORMULA_MARK.strip())
    stable = ('  url "https://github.com/plistc/plistc.git",\n'
              '      tag:      "%s",\n'
              '      revision: "%s"\n' % (arguments.tag, arguments.revision))
    os.makedirs(arguments.out, exist_ok=True)
    path = os.path.join(arguments.out, "plistc.rb")
    with open(path + ".partial", "w") as file:
        file.write(text.replace(FORMULA_MARK, stable))
    os.replace(path + ".partial", path)
    print(path)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    archive_parser = commands.add_parser("archive")
    archive_parser.add_argument("--tag")
    archive_parser.add_argument("--binary")
    archive_parser.add_argument("out")
    bundle_parser = commands.add_parser("bundle")
    bundle_parser.add_argument("out")
    bundle_parser.add_argument("archives", nargs="*")
    formula_parser = commands.add_parser("formula")
    formula_parser.add_argument("--tag", required=True)
    formula_parser.add_argument("--revision", required=True)
    formula_parser.add_argument("out")
    check_parser = commands.add_parser("check")
    check_parser.add_argument("out")
    arguments = parser.parse_args()
    {"archive": archive, "bundle": bundle, "formula": formula, "check": check}[arguments.command](arguments)


if __name__ == "__main__":
    main()
