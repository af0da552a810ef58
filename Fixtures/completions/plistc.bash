# bash completion for plistc (plistc completions bash); source it, or put it in
# ~/.local/share/bash-completion/completions/plistc.
_plistc_reply() {
    COMPREPLY=()
    local reply
    # One reply a line, never expanded as a pattern (bash 3.2 has no mapfile).
    while IFS= read -r reply; do COMPREPLY+=("$reply"); done < <(compgen "$@")
}
_plistc() {
    local current=${COMP_WORDS[COMP_CWORD]} previous=${COMP_WORDS[COMP_CWORD-1]}
    if [ "$COMP_CWORD" -eq 1 ]; then
        _plistc_reply -W 'lint build preview scale fonts dump fit diff import rules explain completions help' -- "$current"
        return
    fi
    local options='' valued=''
    case ${COMP_WORDS[1]} in
        lint) options='--reporter -r --output -o --strict --require-all-styles --disable --enable --config --max-findings --runtime --ios --model --rounding --fix --fix-dry-run --diff --fix-ib-text-style --style-dictionaries-only --fonts --info-plist --platform-fonts --sources --strings --fit-sizes --system-font --jobs -j --quiet -q --verbose -v --max-depth --max-bytes --max-string-bytes --max-keys --help -h' valued='--reporter -r --output -o --disable --enable --config --max-findings --runtime --ios --model --rounding --fonts --info-plist --platform-fonts --sources --strings --fit-sizes --system-font --jobs -j --max-depth --max-bytes --max-string-bytes --max-keys' ;;
        build) options='--emit -e --categories --output -o --check --model --rounding --allow-fallbacks --type-name --access-level --modifier-name --modifier-per-file --only-defined --include-fallbacks --reporter -r --config --max-findings --runtime --ios --fonts --info-plist --platform-fonts --max-depth --max-bytes --max-string-bytes --max-keys --help -h' valued='--emit -e --categories --output -o --model --rounding --type-name --access-level --modifier-name --reporter -r --config --max-findings --runtime --ios --fonts --info-plist --platform-fonts --max-depth --max-bytes --max-string-bytes --max-keys' ;;
        preview) options='--categories --no-open --model --rounding --reporter -r --config --max-findings --runtime --ios --fonts --info-plist --platform-fonts --max-depth --max-bytes --max-string-bytes --max-keys --help -h' valued='--categories --model --rounding --reporter -r --config --max-findings --runtime --ios --fonts --info-plist --platform-fonts --max-depth --max-bytes --max-string-bytes --max-keys' ;;
        scale) options='--emit -e --categories --output -o --help -h' valued='--emit -e --categories --output -o' ;;
        fonts) options='--json --help -h' valued='' ;;
        dump) options='--json --compact --output -o --max-depth --max-bytes --max-string-bytes --max-keys --help -h' valued='--output -o --max-depth --max-bytes --max-string-bytes --max-keys' ;;
        fit) options='--strings --text --style --width --lines --fit-sizes --system-font --locale --emit -e --output -o --config --max-findings --runtime --ios --fonts --info-plist --platform-fonts --max-depth --max-bytes --max-string-bytes --max-keys --model --rounding --help -h' valued='--strings --text --style --width --lines --fit-sizes --system-font --locale --emit -e --output -o --config --max-findings --runtime --ios --fonts --info-plist --platform-fonts --max-depth --max-bytes --max-string-bytes --max-keys --model --rounding' ;;
        diff) options='--emit -e --output -o --fail-on --git-base --model --rounding --categories --config --max-findings --runtime --ios --fonts --info-plist --platform-fonts --max-depth --max-bytes --max-string-bytes --max-keys --help -h' valued='--emit -e --output -o --fail-on --git-base --model --rounding --categories --config --max-findings --runtime --ios --fonts --info-plist --platform-fonts --max-depth --max-bytes --max-string-bytes --max-keys' ;;
        import) options='--output -o --rem --rem-base --theme --variant --verbose -v --config --fonts --platform-fonts --help -h' valued='--output -o --rem --rem-base --theme --variant --config --fonts --platform-fonts' ;;
        rules) options='--markdown --help -h' valued='' ;;
        explain) options='--help -h' valued='' ;;
        completions) options='--output -o --help -h' valued='--output -o' ;;
        help)
            _plistc_reply -W 'lint build preview scale fonts dump fit diff import rules explain completions' -- "$current"
            return
            ;;
    esac
    if [[ " $valued " == *" $previous "* || $current != -* ]]; then
        _plistc_reply -f -- "$current"
    else
        _plistc_reply -W "$options" -- "$current"
    fi
}
complete -o filenames -o bashdefault -F _plistc plistc
