// Preloaded into the server by the soak only (node --expose-gc --import this file). On SIGUSR2 it
// runs full garbage collections, then prints the line server-process.ts waits for (GC_DONE_LINE
// there): resident memory read then counts what the process holds, not garbage V8 had no reason
// yet to collect. Without this, a 60-second run measures V8's lazy old-generation growth, not leaks.
import { isMainThread } from 'node:worker_threads'

const PAGES_RETURNED_MS = 1000

// Worker threads and child processes inherit the --import: only the server itself collects.
if (isMainThread && process.argv[1] === process.env.TIPSY_COUNT_ROUND_TRIPS_IN)
  process.on('SIGUSR2', () => {
    // Twice: the first pass runs finalizers whose objects only the second can free.
    globalThis.gc()
    globalThis.gc()
    // V8 hands the freed pages back to the system from background threads, shortly after.
    setTimeout(() => process.stdout.write('tipsy-load: garbage collected\n'), PAGES_RETURNED_MS)
  })
