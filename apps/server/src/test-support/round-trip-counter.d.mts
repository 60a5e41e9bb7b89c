// Types for round-trip-counter.mjs.
/** Patches the drivers once per process; returns the count of round trips made since then. */
export function installRoundTripCounter(): Promise<() => number>
