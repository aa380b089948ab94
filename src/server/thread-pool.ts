// Imported first by the program's entries (bin.ts, sea-main.ts): libuv's thread pool with 2 threads instead of 4,
// unless UV_THREADPOOL_SIZE is set. libuv reads it when the pool starts (its first file, crypto or zlib work, later
// than this). Each thread that allocates gets a malloc arena of its own that glibc seldom gives back (issue 11, fifth
// pass); password hashing sizes its queue from this count (modules/auth/password.ts). Image work, the pool's
// heaviest user, runs in the image worker.
process.env.UV_THREADPOOL_SIZE ??= '2';
