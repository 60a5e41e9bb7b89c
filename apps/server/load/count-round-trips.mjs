// Preloaded into a server by the bench (node --import this file, with an IPC channel): counts
// the database round trips the process makes (test-support/round-trip-counter.mjs) and answers
// the message 'round-trips' with the count so far. Nothing in the product changes.
// It acts only in the process it was preloaded for (the entry named in TIPSY_COUNT_ROUND_TRIPS_IN):
// worker threads and child processes inherit the --import, and node-llama-cpp forks a child to
// test its binary over IPC, which this file's unref of the channel let exit early (the parent's
// next send failed with EPIPE, its worker crashed and the models did not load).
import { isMainThread } from 'node:worker_threads'
import { installRoundTripCounter } from '../src/test-support/round-trip-counter.mjs'

if (isMainThread && process.argv[1] === process.env.TIPSY_COUNT_ROUND_TRIPS_IN) {
  const roundTrips = await installRoundTripCounter()
  process.on('message', (message) => {
    if (message === 'round-trips') process.send?.({ roundTrips: roundTrips() })
  })
  process.channel?.unref()
}
