#include "task_hook.h"

// Defined by the Swift concurrency runtime (hidden in its static library, exported by its shared one);
// linked directly here, so it is found whether the runtime is linked in or loaded.
extern hush_enqueue_global_hook swift_task_enqueueGlobal_hook;

void hush_install_enqueue_global_hook(hush_enqueue_global_hook hook) {
    swift_task_enqueueGlobal_hook = hook;
}
