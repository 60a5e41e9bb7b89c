// Preloaded into a server by the bench (node --import this file, with an IPC channel): counts
// the database round trips the process makes (test-support/round-trip-counter.mjs) and answers
// the message 'round-trips' with the count so far. Nothing in the product changes.
import { installRoundTripCounter } from '../src/test-support/round-trip-counter.mjs'

const roundTrips = await installRoundTripCounter()

process.on('message', (message) => {
  if (message === 'round-trips') process.send?.({ roundTrips: roundTrips() })
})
process.channel?.unref()
