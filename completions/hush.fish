# fish completion for hush, the baby-tracking command interpreter.
# Install as share/fish/vendor_completions.d/hush.fish (or ~/.config/fish/completions/hush.fish).
#
# Completes global options and their values, the words of a command one at a time
# (`fell` then `asleep`), and .hush scripts for `hush run FILE` and `hush FILE.hush`.

# Commands as phrases; completion offers the next word of every phrase that matches so far.
set -g __hush_phrases "new baby" baby status today "export json" undo redo help clock run \
    "fell asleep" asleep sleeping slept napped "woke up" awake \
    "wet diaper" "dirty diaper" pee poop both \
    "when did she last eat" "how long has he been awake" "how many feeds today" "how much did he eat today" "did she poop today" "is he asleep" "which side next" "is the bottle still good" "when is the next feed due" \
    "made a bottle" feeding finished ate quit exit \
    routines routine "routine days" "show routine" "start routine" "restart routine" "delete routine" \
    "create routine" data reminders "buy premium" "restore purchases" "reset all data" \
    whoami invite invites join people "office hours on" "office hours off" "office hours" inbox babies handover \
    sync "set server" "set nap method by-nap" "set nap method prd" conflicts "keep mine" "keep theirs" "keep both" merge devices "revoke device" "add device" "add this phone" "link a phone" serve watch \
    "check store" "repair store" "backup to" "restore from" "set backups on" "set backups off"

# The command words typed so far, without options and their values.
function __hush_typed_words
    set -l tokens (commandline -opc)
    set -e tokens[1]
    set -l skip 0
    for token in $tokens
        if test $skip -eq 1
            set skip 0
            continue
        end
        switch $token
            case --store --now --tz --as --color -c
                set skip 1
            case '-*'
            case '*'
                echo $token
        end
    end
end

function __hush_next_words
    set -l typed (__hush_typed_words)
    if test (count $typed) -eq 0
        for phrase in $__hush_phrases
            string split -f1 ' ' -- $phrase
        end | sort -u
        return
    end
    set -l prefix (string join ' ' -- $typed)' '
    for phrase in $__hush_phrases
        set -l rest (string replace -- $prefix '' "$phrase ")
        if test "$rest" != "$phrase " -a -n "$rest"
            string split -f1 ' ' -- $rest
        end
    end
end

function __hush_wants_script
    set -l typed (__hush_typed_words)
    test (count $typed) -eq 0; or test (count $typed) -eq 1 -a "$typed[1]" = run
end

# .hush scripts and directories to descend into; other files cannot be run.
function __hush_scripts
    set -l token (commandline -ct)
    for path in $token*.hush $token*/
        echo $path
    end
end

function __hush_zones
    for table in /usr/share/zoneinfo/zone1970.tab /usr/share/zoneinfo/zone.tab
        if test -r $table
            string match -rv '^#' <$table | string split -f3 \t
            break
        end
    end
    echo UTC
end

complete -c hush -f
complete -c hush -l store -r -F -a '(__fish_complete_directories)' -d 'Folder that holds the records'
complete -c hush -l now -x -d 'Pretend the current time is this (ISO-8601)'
complete -c hush -l tz -x -a '(__hush_zones)' -d 'Time zone for local times'
complete -c hush -l as -x -d 'Caregiver recording the events'
complete -c hush -l json -d 'Print machine-readable JSON'
complete -c hush -l color -x -a 'auto always never' -d 'When to use colour'
complete -c hush -l keep-going -d 'Carry on after a failing script line'
complete -c hush -l echo -d 'Print each command before its answer'
complete -c hush -s c -x -d 'Run one command given as a string'
complete -c hush -l help -d 'Show help'
complete -c hush -l version -d 'Show the version'
complete -c hush -n 'not string match -q -- "-*" (commandline -ct)' -a '(__hush_next_words)'
complete -c hush -n __hush_wants_script -a '(__hush_scripts)'
