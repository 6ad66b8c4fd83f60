#ifndef HUSH_TASK_HOOK_H
#define HUSH_TASK_HOOK_H

/// Where Swift's runtime sends a task's job that has no executor of its own: the hook receives the job
/// and the runtime's own enqueue (unused here). NIO installs one the same way when it can find the hook
/// with dlsym, which a program with the runtime linked in statically does not export.
typedef void (*hush_enqueue_global_hook)(void *job, void (*original)(void *job));

/// Installs `hook` as the runtime's global enqueue hook; once, before any task starts.
void hush_install_enqueue_global_hook(hush_enqueue_global_hook hook);

/// Runs `job` now, on this thread, as the runtime's own global pool runs it: on the generic executor,
/// isolated to nothing. A job run on an event loop's serial executor instead (NIO's way of running a job)
/// counts as isolated to that loop, so each call from it into a nonisolated async function had to leave
/// and be queued again, only to run on the same loop at its next turn.
void hush_run_job_on_generic_executor(void *job);

#endif
