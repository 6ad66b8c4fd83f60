// libedit's native interface (histedit.h), wrapped in small non-variadic functions: Swift cannot call
// el_set, el_get or history(), which are variadic, and Swift 6 strict concurrency refuses to touch
// mutable C globals. The native interface, unlike libedit's readline emulation, lets the REPL supply
// its own key reader, which is what makes Ctrl-C abandon a line instead of ending input.
#ifndef HUSH_CLIBEDIT_SHIM_H
#define HUSH_CLIBEDIT_SHIM_H

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/ioctl.h>
#include <unistd.h>
#include <histedit.h>

#pragma clang assume_nonnull begin

typedef char *_Nullable (*hush_prompt_function)(EditLine *);
typedef unsigned char (*hush_command_function)(EditLine *, int);

/// An editor on the process's standard streams, or NULL when libedit cannot start.
static inline EditLine *_Nullable hush_editline_open(const char *program) {
    return el_init(program, stdin, stdout, stderr);
}

/// Sets up emacs-style editing over the history `list`, with the caller's prompt, key reader and Tab completion.
/// `client` comes back from hush_editline_client() inside the callbacks, which receive no other context.
static inline void hush_editline_configure(
    EditLine *editor, History *list, void *client,
    hush_prompt_function prompt, el_rfunc_t read_key, hush_command_function complete
) {
    el_set(editor, EL_CLIENTDATA, client);
    el_set(editor, EL_EDITOR, "emacs");
    el_set(editor, EL_HIST, history, list);
    // \1 brackets invisible prompt text (colour codes); libedit knows one bracket character only.
    el_set(editor, EL_PROMPT_ESC, prompt, (int)'\1');
    el_set(editor, EL_GETCFN, read_key);
    // No EL_SIGNAL: libedit's handlers act once per line and then re-raise each signal to the whole
    // process group; the REPL's key reader handles signals itself (see EditLineSignals).
    el_set(editor, EL_SIGNAL, 0);
    el_set(editor, EL_ADDFN, "hush-complete", "Complete the word before the cursor", complete);
    el_set(editor, EL_BIND, "^I", "hush-complete", NULL);
    // Keys people expect from readline programs that libedit's emacs map lacks.
    el_set(editor, EL_BIND, "^R", "em-inc-search-prev", NULL);
    el_set(editor, EL_BIND, "\\e[1~", "ed-move-to-beg", NULL);
    el_set(editor, EL_BIND, "\\e[4~", "ed-move-to-end", NULL);
    el_set(editor, EL_BIND, "\\e[7~", "ed-move-to-beg", NULL);
    el_set(editor, EL_BIND, "\\e[8~", "ed-move-to-end", NULL);
    el_set(editor, EL_BIND, "\\e[H", "ed-move-to-beg", NULL);
    el_set(editor, EL_BIND, "\\e[F", "ed-move-to-end", NULL);
    el_set(editor, EL_BIND, "\\e[3~", "ed-delete-next-char", NULL);
    el_set(editor, EL_BIND, "\\e[1;5C", "em-next-word", NULL);
    el_set(editor, EL_BIND, "\\e[1;5D", "ed-prev-word", NULL);
    // A person's own ~/.editrc wins over the defaults above.
    el_source(editor, NULL);
}

/// The `client` pointer given to hush_editline_configure().
static inline void *_Nullable hush_editline_client(EditLine *editor) {
    void *client = NULL;
    el_get(editor, EL_CLIENTDATA, &client);
    return client;
}

/// Redraws the prompt and the line, e.g. after the process was stopped and continued.
static inline void hush_editline_redraw(EditLine *editor) {
    el_set(editor, EL_REFRESH);
}

/// Puts the terminal in libedit's editing mode (`editing` true) or back in the mode found at start-up.
static inline void hush_editline_prepare_terminal(EditLine *editor, bool editing) {
    el_set(editor, EL_PREP_TERM, editing ? 1 : 0);
}

/// Writes through the same stdio stream libedit draws with, so the two never overtake each other.
static inline void hush_terminal_write(const char *text) {
    fputs(text, stdout);
    fflush(stdout);
}

/// The terminal's width in columns, or 80 when it cannot be asked.
static inline int hush_terminal_columns(int fd) {
    struct winsize size;
    if (ioctl(fd, TIOCGWINSZ, &size) == 0 && size.ws_col > 0) return size.ws_col;
    return 80;
}

/// A history list that keeps at most `capacity` lines and drops a line equal to the one before it.
static inline History *_Nullable hush_history_open(int capacity) {
    History *list = history_init();
    if (list == NULL) return NULL;
    HistEvent event;
    history(list, &event, H_SETSIZE, capacity);
    history(list, &event, H_SETUNIQUE, 1);
    return list;
}

/// Adds a line as the newest entry.
static inline int hush_history_enter(History *list, const char *line) {
    HistEvent event;
    return history(list, &event, H_ENTER, line);
}

/// The newest entry, or NULL when the list is empty. Valid until the list changes.
static inline const char *_Nullable hush_history_newest(History *list) {
    HistEvent event;
    if (history(list, &event, H_FIRST) != 0) return NULL;
    return event.str;
}

/// Reads a file written by hush_history_save(); the number of lines read, or -1.
static inline int hush_history_load(History *list, const char *path) {
    HistEvent event;
    return history(list, &event, H_LOAD, path);
}

/// Replaces a file with the whole list in libedit's format (a cookie line, then one encoded line each).
static inline int hush_history_save(History *list, const char *path) {
    HistEvent event;
    return history(list, &event, H_SAVE, path);
}

#pragma clang assume_nonnull end

#endif
