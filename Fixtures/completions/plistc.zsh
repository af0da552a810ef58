#compdef plistc
# zsh completion for plistc (plistc completions zsh); put it in a folder of $fpath as _plistc.
_plistc() {
    local -a commands
    commands=(
        'lint:check style dictionaries and report every problem with its location'
        'build:show every text style at all 12 content sizes, as the device will'
        'preview:write a specimen page of a style dictionary to a temporary file and open it'
        'scale:print Apple'\''s Dynamic Type table: every text style at every content size'
        'fonts:list the faces in font files: PostScript name, family, style, weight, file'
        'dump:print a property list as plain JSON'
        'fit:check that strings fit a width and a number of lines at all 12 content sizes'
        'diff:compare two versions of a style dictionary as the device shows them'
        'import:turn design tokens (DTCG 2025.10 JSON) into a style dictionary'
        'rules:list every lint rule with its default severity'
        'explain:explain a lint rule, with examples that trigger it and examples that do not, or a --runtime'
        'completions:print the completion script of a shell: bash, zsh or fish'
        'help:show help for a command'
    )
    if (( CURRENT == 2 )); then
        _describe -t commands 'plistc command' commands
        return
    fi
    case $words[2] in
        lint)
            _arguments -s \
                '(--reporter -r)'{--reporter,-r}'[text (default), json, sarif, github, junit, checkstyle, codeclimate or rdjson]:name:_files' \
                '(--output -o)'{--output,-o}'[write the report to FILE (atomically) instead of the terminal]:file:_files' \
                '--strict''[warnings fail the run too]' \
                '--require-all-styles''[a missing text style is an error, not a note]' \
                '*--disable''[do not run RULE (repeatable)]:rule:_files' \
                '*--enable''[run RULE even where a configuration turns it off (repeatable)]:rule:_files' \
                '--config''[use this configuration instead of the nearest .plistc.json]:file:_files' \
                '--max-findings''[show at most N findings of each rule in a file and count the rest (default 100; 0: all)]:n:_files' \
                '--runtime''[the code that loads the file: ios17 (default: ScaledFont 1.0 on iOS 17 and later), ios16 (on iOS 16 and earlier), gewill (the gewill/ScaledFont fork), scaledfont2017 (the 2017 ScaledFont code and SKScaledFont: raw-value keys) or scaledfont (1.0, on the iOS of --ios)]:name:_files' \
                '--ios''[the iOS whose parser reads the file: 17 and later (default) read with swift-foundation'\''s, 16 and earlier with CoreFoundation'\''s]:version:_files' \
                '--model''[uifontmetrics (default: the leadings iOS applies, measured), uifontmetrics-hig (Apple'\''s published leadings) or pointsize]:name:_files' \
                '--rounding''[points (default), pixels@2x, pixels@3x or none]:name:_files' \
                '--fix''[apply every safe fix in place (atomically), print what changed, then report what remains]' \
                '--fix-dry-run''[print the fixes as a unified diff on standard output instead of writing them]' \
                '--diff''[the same as --fix-dry-run]' \
                '--fix-ib-text-style''[fix ib-adjusts-without-text-style by giving the view the text style a style dictionary maps its font and size to (implies --fix, or goes with --fix-dry-run)]' \
                '--style-dictionaries-only''[skip named files that are not style dictionaries (an Info.plist), as in a directory]' \
                '*--fonts''[font files or folders the app ships: check font names against them (repeatable)]:path:_files' \
                '--info-plist''[the app'\''s Info.plist: check its UIAppFonts against --fonts]:path:_files' \
                '--platform-fonts''[ios (default: iOS'\''s own fonts count as available) or none]:name:_files' \
                '*--sources''[the app'\''s Swift files, storyboards and XIBs, or folders of them, checked for fixed sizes, double scaling, capped sizes and Interface Builder'\''s fonts (repeatable)]:path:_files' \
                '*--strings''[a String Catalog (.xcstrings) or .strings file to measure (repeatable)]:file:_files' \
                '--fit-sizes''[the content sizes checked, as SwiftUI writes a range (...AX3, large...)]:range:_files' \
                '--system-font''[a file of the system font (SF Pro), to measure the styles shown in it (one file for every weight)]:path:_files' \
                '(--jobs -j)'{--jobs,-j}'[lint on N threads (default: one, joined by every core once the run has taken a quarter of a second)]:n:_files' \
                '(--quiet -q)'{--quiet,-q}'[print nothing; report through the exit status only]' \
                '(--verbose -v)'{--verbose,-v}'[also print each clean or skipped file and a summary]' \
                '--max-depth''[deepest nesting accepted (default 512, at most 10000)]:n:_files' \
                '--max-bytes''[largest file accepted, in bytes (default 67108864, at most 4294967296)]:n:_files' \
                '--max-string-bytes''[most text in one element, in bytes (default 1048576)]:n:_files' \
                '--max-keys''[most keys in one dict (default 100000)]:n:_files' \
                '(--help -h)'{--help,-h}'[show this help]' \
                '*:file:_files'
            ;;
        build)
            _arguments -s \
                '(--emit -e)'{--emit,-e}'[text (default), markdown, csv, json, swift, html or dtcg (design tokens)]:format:_files' \
                '--categories''[content sizes to show, comma-separated SwiftUI names (xSmall,large,accessibility5); default all 12]:list:_files' \
                '(--output -o)'{--output,-o}'[write to PATH (a directory for several files; - for standard output)]:path:_files' \
                '--check''[compare with the existing output instead of writing: status 1 when stale]' \
                '--model''[uifontmetrics (default: the leadings iOS applies, measured), uifontmetrics-hig (Apple'\''s published leadings) or pointsize]:name:_files' \
                '--rounding''[points (default), pixels@2x, pixels@3x or none]:name:_files' \
                '--allow-fallbacks''[build despite errors, showing what the device does]' \
                '--type-name''[Swift: the enum'\''s name (default: from the file, NoteworthyTypography)]:name:_files' \
                '--access-level''[Swift: public (default), internal or package]:level:_files' \
                '--modifier-name''[Swift: the View method that applies a style (default typography: Text("x").typography(.body))]:name:_files' \
                '--modifier-per-file''[Swift: name the View method after the file (brand for Brand.plist), for several files in one module]' \
                '--only-defined''[Swift: cases only for styles with a custom font (default: all eleven)]' \
                '--include-fallbacks''[Swift: a case for every style, the default (kept for older scripts)]' \
                '(--reporter -r)'{--reporter,-r}'[format of the problems on standard error (see lint)]:name:_files' \
                '--config''[use this configuration instead of the nearest .plistc.json]:file:_files' \
                '--max-findings''[show at most N findings of each rule in a file and count the rest (default 100; 0: all)]:n:_files' \
                '--runtime''[the code that loads the file: ios17 (default: ScaledFont 1.0 on iOS 17 and later), ios16 (on iOS 16 and earlier), gewill (the gewill/ScaledFont fork), scaledfont2017 (the 2017 ScaledFont code and SKScaledFont: raw-value keys) or scaledfont (1.0, on the iOS of --ios)]:name:_files' \
                '--ios''[the iOS whose parser reads the file: 17 and later (default) read with swift-foundation'\''s, 16 and earlier with CoreFoundation'\''s]:version:_files' \
                '*--fonts''[font files or folders the app ships: check font names against them (repeatable)]:path:_files' \
                '--info-plist''[the app'\''s Info.plist: check its UIAppFonts against --fonts]:path:_files' \
                '--platform-fonts''[ios (default: iOS'\''s own fonts count as available) or none]:name:_files' \
                '--max-depth''[deepest nesting accepted (default 512, at most 10000)]:n:_files' \
                '--max-bytes''[largest file accepted, in bytes (default 67108864, at most 4294967296)]:n:_files' \
                '--max-string-bytes''[most text in one element, in bytes (default 1048576)]:n:_files' \
                '--max-keys''[most keys in one dict (default 100000)]:n:_files' \
                '(--help -h)'{--help,-h}'[show this help]' \
                '*:file:_files'
            ;;
        preview)
            _arguments -s \
                '--categories''[content sizes to show, comma-separated SwiftUI names (xSmall,large,accessibility5); default all 12]:list:_files' \
                '--no-open''[print the page'\''s path without opening it]' \
                '--model''[uifontmetrics (default: the leadings iOS applies, measured), uifontmetrics-hig (Apple'\''s published leadings) or pointsize]:name:_files' \
                '--rounding''[points (default), pixels@2x, pixels@3x or none]:name:_files' \
                '(--reporter -r)'{--reporter,-r}'[format of the problems on standard error (see lint)]:name:_files' \
                '--config''[use this configuration instead of the nearest .plistc.json]:file:_files' \
                '--max-findings''[show at most N findings of each rule in a file and count the rest (default 100; 0: all)]:n:_files' \
                '--runtime''[the code that loads the file: ios17 (default: ScaledFont 1.0 on iOS 17 and later), ios16 (on iOS 16 and earlier), gewill (the gewill/ScaledFont fork), scaledfont2017 (the 2017 ScaledFont code and SKScaledFont: raw-value keys) or scaledfont (1.0, on the iOS of --ios)]:name:_files' \
                '--ios''[the iOS whose parser reads the file: 17 and later (default) read with swift-foundation'\''s, 16 and earlier with CoreFoundation'\''s]:version:_files' \
                '*--fonts''[font files or folders the app ships: check font names against them (repeatable)]:path:_files' \
                '--info-plist''[the app'\''s Info.plist: check its UIAppFonts against --fonts]:path:_files' \
                '--platform-fonts''[ios (default: iOS'\''s own fonts count as available) or none]:name:_files' \
                '--max-depth''[deepest nesting accepted (default 512, at most 10000)]:n:_files' \
                '--max-bytes''[largest file accepted, in bytes (default 67108864, at most 4294967296)]:n:_files' \
                '--max-string-bytes''[most text in one element, in bytes (default 1048576)]:n:_files' \
                '--max-keys''[most keys in one dict (default 100000)]:n:_files' \
                '(--help -h)'{--help,-h}'[show this help]' \
                '*:file:_files'
            ;;
        scale)
            _arguments -s \
                '(--emit -e)'{--emit,-e}'[text (default), markdown, csv, json, swift, html or dtcg (design tokens)]:format:_files' \
                '--categories''[content sizes to show, comma-separated SwiftUI names (xSmall,large,accessibility5); default all 12]:list:_files' \
                '(--output -o)'{--output,-o}'[write to FILE (atomically; - for standard output)]:file:_files' \
                '(--help -h)'{--help,-h}'[show this help]' \
                '*:file:_files'
            ;;
        fonts)
            _arguments -s \
                '--json''[print a JSON array instead of a table]' \
                '(--help -h)'{--help,-h}'[show this help]' \
                '*:file:_files'
            ;;
        dump)
            _arguments -s \
                '--json''[print JSON (the default and, for now, only format)]' \
                '--compact''[print the JSON on one line]' \
                '(--output -o)'{--output,-o}'[write to FILE (atomically; - for standard output)]:file:_files' \
                '--max-depth''[deepest nesting accepted (default 512, at most 10000)]:n:_files' \
                '--max-bytes''[largest file accepted, in bytes (default 67108864, at most 4294967296)]:n:_files' \
                '--max-string-bytes''[most text in one element, in bytes (default 1048576)]:n:_files' \
                '--max-keys''[most keys in one dict (default 100000)]:n:_files' \
                '(--help -h)'{--help,-h}'[show this help]' \
                '*:file:_files'
            ;;
        fit)
            _arguments -s \
                '*--strings''[a String Catalog (.xcstrings) or .strings file to measure (repeatable)]:file:_files' \
                '*--text''[a string to measure (repeatable; \n breaks a line; - reads one per line from standard input)]:text:_files' \
                '--style''[the text style it is shown in (body, caption2 …)]:style:_files' \
                '--width''[the width it has, in points]:pt:_files' \
                '--lines''[the lines it may take (0: any number)]:n:_files' \
                '--fit-sizes''[the content sizes checked, as SwiftUI writes a range (...AX3, large...)]:range:_files' \
                '--system-font''[a file of the system font (SF Pro), to measure the styles shown in it (one file for every weight)]:path:_files' \
                '--locale''[the language of the strings, for line breaking (default en; ja, de …)]:id:_files' \
                '(--emit -e)'{--emit,-e}'[text (default), json, markdown or html]:format:_files' \
                '(--output -o)'{--output,-o}'[write the report to FILE (atomically; - for standard output)]:file:_files' \
                '--config''[use this configuration instead of the nearest .plistc.json]:file:_files' \
                '--max-findings''[show at most N findings of each rule in a file and count the rest (default 100; 0: all)]:n:_files' \
                '--runtime''[the code that loads the file: ios17 (default: ScaledFont 1.0 on iOS 17 and later), ios16 (on iOS 16 and earlier), gewill (the gewill/ScaledFont fork), scaledfont2017 (the 2017 ScaledFont code and SKScaledFont: raw-value keys) or scaledfont (1.0, on the iOS of --ios)]:name:_files' \
                '--ios''[the iOS whose parser reads the file: 17 and later (default) read with swift-foundation'\''s, 16 and earlier with CoreFoundation'\''s]:version:_files' \
                '*--fonts''[font files or folders the app ships: check font names against them (repeatable)]:path:_files' \
                '--info-plist''[the app'\''s Info.plist: check its UIAppFonts against --fonts]:path:_files' \
                '--platform-fonts''[ios (default: iOS'\''s own fonts count as available) or none]:name:_files' \
                '--max-depth''[deepest nesting accepted (default 512, at most 10000)]:n:_files' \
                '--max-bytes''[largest file accepted, in bytes (default 67108864, at most 4294967296)]:n:_files' \
                '--max-string-bytes''[most text in one element, in bytes (default 1048576)]:n:_files' \
                '--max-keys''[most keys in one dict (default 100000)]:n:_files' \
                '--model''[uifontmetrics (default: the leadings iOS applies, measured), uifontmetrics-hig (Apple'\''s published leadings) or pointsize]:name:_files' \
                '--rounding''[points (default), pixels@2x, pixels@3x or none]:name:_files' \
                '(--help -h)'{--help,-h}'[show this help]' \
                '*:file:_files'
            ;;
        diff)
            _arguments -s \
                '(--emit -e)'{--emit,-e}'[text (default: the changed rows), markdown (a pull request comment), json or html (both specimens)]:format:_files' \
                '(--output -o)'{--output,-o}'[write to PATH (- for standard output)]:path:_files' \
                '--fail-on''[exit 1 on: fallback (a style starts falling back), findings (one is added) or any (any change)]:what:_files' \
                '--git-base''[compare every changed .plist style dictionary with where HEAD left REF (git merge-base)]:ref:_files' \
                '--model''[uifontmetrics (default: the leadings iOS applies, measured), uifontmetrics-hig (Apple'\''s published leadings) or pointsize]:name:_files' \
                '--rounding''[points (default), pixels@2x, pixels@3x or none]:name:_files' \
                '--categories''[content sizes to show, comma-separated SwiftUI names (xSmall,large,accessibility5); default all 12]:list:_files' \
                '--config''[use this configuration instead of the nearest .plistc.json]:file:_files' \
                '--max-findings''[show at most N findings of each rule in a file and count the rest (default 100; 0: all)]:n:_files' \
                '--runtime''[the code that loads the file: ios17 (default: ScaledFont 1.0 on iOS 17 and later), ios16 (on iOS 16 and earlier), gewill (the gewill/ScaledFont fork), scaledfont2017 (the 2017 ScaledFont code and SKScaledFont: raw-value keys) or scaledfont (1.0, on the iOS of --ios)]:name:_files' \
                '--ios''[the iOS whose parser reads the file: 17 and later (default) read with swift-foundation'\''s, 16 and earlier with CoreFoundation'\''s]:version:_files' \
                '*--fonts''[font files or folders the app ships: check font names against them (repeatable)]:path:_files' \
                '--info-plist''[the app'\''s Info.plist: check its UIAppFonts against --fonts]:path:_files' \
                '--platform-fonts''[ios (default: iOS'\''s own fonts count as available) or none]:name:_files' \
                '--max-depth''[deepest nesting accepted (default 512, at most 10000)]:n:_files' \
                '--max-bytes''[largest file accepted, in bytes (default 67108864, at most 4294967296)]:n:_files' \
                '--max-string-bytes''[most text in one element, in bytes (default 1048576)]:n:_files' \
                '--max-keys''[most keys in one dict (default 100000)]:n:_files' \
                '(--help -h)'{--help,-h}'[show this help]' \
                '*:file:_files'
            ;;
        import)
            _arguments -s \
                '(--output -o)'{--output,-o}'[write the plist to FILE (atomically; - for standard output)]:file:_files' \
                '--rem''[points in one rem (default: .plistc.json'\''s "rem", else 16)]:points:_files' \
                '--rem-base''[the same as --rem]:points:_files' \
                '*--theme''[read the token sets of a Tokens Studio theme (NAME or GROUP/NAME; repeatable, one per group)]:name:_files' \
                '--variant''[read the typography tokens'\'' responsive variant NAME (md for h1.@md or h1@md; default: .plistc.json'\''s "variant", else the first)]:name:_files' \
                '(--verbose -v)'{--verbose,-v}'[say which format each file was read in, and how each style'\''s token was found]' \
                '--config''[use this configuration instead of the nearest .plistc.json]:file:_files' \
                '*--fonts''[font files or folders the app ships: check font names against them (repeatable)]:path:_files' \
                '--platform-fonts''[ios (default: iOS'\''s own fonts count as available) or none]:name:_files' \
                '(--help -h)'{--help,-h}'[show this help]' \
                '*:file:_files'
            ;;
        rules)
            _arguments -s \
                '--markdown''[print the rules as the Markdown table of docs/rules.md]' \
                '(--help -h)'{--help,-h}'[show this help]' \
                '*:file:_files'
            ;;
        explain)
            _arguments -s \
                '(--help -h)'{--help,-h}'[show this help]' \
                '*:file:_files'
            ;;
        completions)
            _arguments -s \
                '(--output -o)'{--output,-o}'[write to FILE (atomically; - for standard output)]:file:_files' \
                '(--help -h)'{--help,-h}'[show this help]' \
                '*:file:_files'
            ;;
        help) _describe -t commands 'plistc command' commands ;;
    esac
}
_plistc "$@"
