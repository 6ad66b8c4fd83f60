# bash completion for hush, the baby-tracking command interpreter.
# Install as share/bash-completion/completions/hush, or `source` it from ~/.bashrc.
#
# Completes global options and their values, the words of a command one at a time
# (`fell` then `asleep`), and .hush scripts for `hush run FILE` and `hush FILE.hush`.

# Commands as phrases; completion offers the next word of every phrase that matches so far.
_hush_phrases=(
    "new baby" "baby" "status" "today" "export json" "undo" "redo" "help" "clock" "run"
    "fell asleep" "asleep" "sleeping" "slept" "napped" "woke up" "awake"
    "wet diaper" "dirty diaper" "pee" "poop" "both"
    "when did she last eat" "how long has he been awake" "how many feeds today" "how much did he eat today" "did she poop today" "is he asleep" "which side next" "is the bottle still good" "when is the next feed due"
    "made a bottle" "feeding" "finished" "ate" "quit" "exit"
    "routines" "routine" "routine days" "show routine" "start routine" "restart routine" "delete routine"
    "create routine" "data" "reminders" "buy premium" "restore purchases" "reset all data"
    "whoami" "invite" "invites" "join" "people" "office hours on" "office hours off" "office hours" "inbox" "babies" "handover"
    "sync" "set server" "set nap method by-nap" "set nap method prd" "conflicts" "keep mine" "keep theirs" "keep both" "merge" "devices" "revoke device" "add device" "add this phone" "link a phone" "serve" "watch"
    "check store" "repair store" "backup to" "restore from" "set backups on" "set backups off"
)

_hush_options="--store --now --tz --as --json --color --keep-going --echo -c --help --version"

# Zone names from the system's zone table: one small file, so cheap to read on every Tab.
_hush_zones() {
    local table
    for table in /usr/share/zoneinfo/zone1970.tab /usr/share/zoneinfo/zone.tab; do
        if [[ -r $table ]]; then
            awk '!/^#/ && NF >= 3 { print $3 }' "$table"
            break
        fi
    done
    echo UTC
}

# .hush scripts and directories to descend into.
_hush_scripts() {
    local cur=$1
    compopt -o filenames 2>/dev/null
    COMPREPLY+=( $(compgen -d -- "$cur") $(compgen -f -X '!*.hush' -- "$cur") )
}

_hush_option_value() {
    local option=$1 cur=$2
    case $option in
        --store) compopt -o filenames 2>/dev/null; COMPREPLY=( $(compgen -d -- "$cur") ) ;;
        --tz) COMPREPLY=( $(compgen -W "$(_hush_zones)" -- "$cur") ) ;;
        --color) COMPREPLY=( $(compgen -W "auto always never" -- "$cur") ) ;;
        # --now, --as and -c take free text: offer nothing rather than something wrong.
        *) COMPREPLY=() ;;
    esac
}

_hush() {
    local cur=${COMP_WORDS[COMP_CWORD]}
    local prev=${COMP_WORDS[COMP_CWORD-1]}
    COMPREPLY=()

    # bash splits `--color=al` into `--color`, `=`, `al`.
    if [[ $prev == "=" && $COMP_CWORD -ge 2 ]]; then
        _hush_option_value "${COMP_WORDS[COMP_CWORD-2]}" "$cur"
        return
    fi
    if [[ $cur == "=" ]]; then
        _hush_option_value "$prev" ""
        return
    fi
    case $prev in
        --store|--now|--tz|--as|--color|-c) _hush_option_value "$prev" "$cur"; return ;;
    esac

    if [[ $cur == -* ]]; then
        COMPREPLY=( $(compgen -W "$_hush_options" -- "$cur") )
        return
    fi

    # The command words typed so far, skipping options and their values.
    local -a words=()
    local i word
    for (( i = 1; i < COMP_CWORD; i++ )); do
        word=${COMP_WORDS[i]}
        case $word in
            --store|--now|--tz|--as|--color|-c) (( i++ )); continue ;;
            =) (( i++ )); continue ;;
            -*) continue ;;
        esac
        words+=( "$word" )
    done

    if (( ${#words[@]} == 0 )); then
        COMPREPLY=( $(compgen -W "$(printf '%s\n' "${_hush_phrases[@]}" | cut -d' ' -f1 | sort -u)" -- "$cur") )
        # `hush FILE.hush` runs a script; offer paths only once the word looks like one.
        if [[ $cur == */* || $cur == .* || $cur == ~* ]]; then
            _hush_scripts "$cur"
        else
            compopt -o filenames 2>/dev/null
            COMPREPLY+=( $(compgen -f -X '!*.hush' -- "$cur") )
        fi
        return
    fi

    if [[ ${words[0]} == run ]] && (( ${#words[@]} == 1 )); then
        _hush_scripts "$cur"
        return
    fi

    # The next word of each phrase whose leading words match the typed ones.
    local typed="${words[*]} " phrase next
    local -a candidates=()
    for phrase in "${_hush_phrases[@]}"; do
        [[ "$phrase " == "$typed"* ]] || continue
        next="$phrase "
        next=${next#"$typed"}
        next=${next%% *}
        [[ -n $next ]] && candidates+=( "$next" )
    done
    (( ${#candidates[@]} )) && COMPREPLY=( $(compgen -W "${candidates[*]}" -- "$cur") )
}

complete -F _hush hush
