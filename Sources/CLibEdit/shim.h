// libedit's readline-compatible interface, plus small non-variadic setters for its globals:
// Swift 6 strict concurrency refuses to touch mutable C globals directly.
#ifndef HUSH_CLIBEDIT_SHIM_H
#define HUSH_CLIBEDIT_SHIM_H

#include <stdio.h>
#include <stdlib.h>
#include <editline/readline.h>

typedef char *_Nullable (*hush_completion_generator)(const char *_Nonnull text, int state);

/// Installs a completion generator; libedit calls it with state 0, 1, 2... until it returns NULL.
static inline void hush_set_completion(hush_completion_generator _Nullable generator) {
    rl_completion_entry_function = (rl_compentry_func_t *)generator;
    rl_attempted_completion_function = NULL;
}

/// Word-break characters for completion: names and command words are split on spaces only.
static inline void hush_set_word_breaks(const char *_Nonnull breaks) {
    rl_basic_word_break_characters = (char *)breaks;
}

static inline void hush_set_readline_name(const char *_Nonnull name) {
    rl_readline_name = (char *)name;
}

static inline char *_Nullable hush_readline(const char *_Nonnull prompt) {
    return readline(prompt);
}

static inline int hush_history_length(void) {
    return history_length;
}

#endif
