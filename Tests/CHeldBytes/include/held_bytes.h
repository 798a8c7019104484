#include <stddef.h>

/// Bytes malloc has handed out and not had back (glibc's mallinfo2: arena chunks in use
/// plus mmap'd chunks), for tests that check what a computation keeps, not the process's RSS.
size_t tablesnap_held_bytes(void);
