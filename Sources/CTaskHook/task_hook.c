#include <stdint.h>
#include "task_hook.h"

// Defined by the Swift concurrency runtime (hidden in its static library, exported by its shared one);
// linked directly here, so it is found whether the runtime is linked in or loaded.
extern hush_enqueue_global_hook swift_task_enqueueGlobal_hook;

// The runtime's `swift_job_run(Job *, SerialExecutorRef)`, in Swift's calling convention. The executor
// reference is two words, an identity and an implementation, passed as two arguments; the generic
// executor is both zero.
__attribute__((swiftcall)) extern void swift_job_run(void *job, void *identity, uintptr_t implementation);

void hush_install_enqueue_global_hook(hush_enqueue_global_hook hook) {
    swift_task_enqueueGlobal_hook = hook;
}

void hush_run_job_on_generic_executor(void *job) {
    swift_job_run(job, 0, 0);
}
