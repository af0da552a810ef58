#!/usr/bin/env python3
"""CPU time (user + system) of `plistc lint --sources` on storyboards and XIBs beside
`xmllint --noout` on the same files, one process each, least of RUNS runs: one storyboard of
50 MB, then 5,000 XIBs, and the storyboard at half size to show time grows linearly. The files
are made from a fixed pattern of the scenes Interface Builder writes (labels with custom and
system fonts, text fields, text views with attributed text, constraints, connections). Not a
test: it prints numbers, and exits with 1 when plistc takes over 1.5 x xmllint's CPU time.
Nothing it writes belongs in the repository.

    interface_builder.py PLISTC [RUNS]       (needs xmllint on the PATH)
"""
import os
import resource
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DICTIONARY = os.path.join(ROOT, "Fixtures/Noteworthy.plist")

SCENE = """        <scene sceneID="S{n}-sc">
            <objects>
                <viewController id="S{n}-vc" customClass="Card{n}ViewController" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="S{n}-vw">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <subviews>
                            <label opaque="NO" text="Title {n}" adjustsFontForContentSizeCategory="YES" translatesAutoresizingMaskIntoConstraints="NO" id="S{n}-l1">
                                <fontDescription key="fontDescription" name="Inter-SemiBold" family="Inter" pointSize="22"/>
                                <nil key="highlightedColor"/>
                            </label>
                            <label opaque="NO" text="Body &amp; more" adjustsFontForContentSizeCategory="YES" id="S{n}-l2">
                                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                                <color key="textColor" systemColor="labelColor"/>
                            </label>
                            <textField opaque="NO" borderStyle="roundedRect" placeholder="Name" minimumFontSize="17" id="S{n}-tf">
                                <fontDescription key="fontDescription" type="system" pointSize="14"/>
                                <textInputTraits key="textInputTraits"/>
                            </textField>
                            <textView clipsSubviews="YES" contentMode="scaleToFill" editable="NO" id="S{n}-tv">
                                <attributedString key="attributedText">
                                    <fragment content="Terms {n}">
                                        <attributes>
                                            <font key="NSFont" metaFont="system" size="15"/>
                                        </attributes>
                                    </fragment>
                                </attributedString>
                            </textView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="S{n}-l1" firstAttribute="top" secondItem="S{n}-vw" secondAttribute="top" constant="20" id="S{n}-c1"/>
                            <constraint firstItem="S{n}-l2" firstAttribute="leading" secondItem="S{n}-vw" secondAttribute="leading" constant="16" id="S{n}-c2"/>
                        </constraints>
                    </view>
                    <connections>
                        <outlet property="titleLabel" destination="S{n}-l1" id="S{n}-o1"/>
                    </connections>
                </viewController>
            </objects>
        </scene>
"""
HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">\n    <scenes>\n'
TAIL = "    </scenes>\n</document>\n"


def storyboard(path, megabytes):
    with open(path, "w", encoding="utf-8") as file:
        file.write(HEAD)
        n = 0
        while file.tell() < megabytes << 20:
            file.write(SCENE.format(n=n))
            n += 1
        file.write(TAIL)


def cpu(command):
    """The least CPU time of one run of `command`, in seconds, as a child's rusage gives it."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def row(label, plistc, sources, files, runs):
    ours = min(cpu([plistc, "lint", DICTIONARY, "--sources", sources]) for _ in range(runs))
    theirs = min(cpu(["xmllint", "--noout"] + files) for _ in range(runs))
    print(f"{label:<28}{ours:>10.2f}{theirs:>12.2f}{ours / theirs:>9.2f}")
    return ours / theirs


def main():
    plistc = sys.argv[1]
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 3
    worst = 0
    with tempfile.TemporaryDirectory() as work:
        print(f"CPU s (user+sys), least of {runs}\n{'files':<28}{'plistc':>10}{'xmllint':>12}{'ratio':>9}")
        for megabytes in (25, 50):
            path = os.path.join(work, f"Main{megabytes}.storyboard")
            storyboard(path, megabytes)
            worst = max(worst, row(f"1 storyboard of {megabytes} MB", plistc, path, [path], runs))
        folder = os.path.join(work, "xibs")
        os.makedirs(folder)
        files = [os.path.join(folder, f"Cell{n}.xib") for n in range(5000)]
        for n, path in enumerate(files):
            with open(path, "w", encoding="utf-8") as file:
                file.write(HEAD + SCENE.format(n=n) * 4 + TAIL)
        worst = max(worst, row("5,000 XIBs", plistc, folder, files, runs))
    sys.exit(1 if worst > 1.5 else 0)


if __name__ == "__main__":
    main()
