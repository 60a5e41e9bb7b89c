// Counts the database round trips this process makes, in the drivers themselves, so a figure
// cannot drift from what really goes over the wire. Used by the bench's preload
// (load/count-round-trips.mjs) and by the round-trip tests. Nothing in the product changes.
// - node-postgres: every Client#query is one exchange with the server. The change feed's
//   listening connection (application_name CHANGE_FEED_APPLICATION_NAME in create-db.ts) is
//   left out: its heartbeat is per process, not per request.
// - PGlite: every query or exec, and a transaction's BEGIN and COMMIT, is one call into the
//   database (in-process, but the same protocol exchange).
import pg from 'pg'

const LISTENER = 'tipsy-change-feed'
let roundTrips = 0
let installed = null

/** Patches the drivers once per process; returns the count of round trips made since then. */
export async function installRoundTripCounter() {
  installed ??= patchDrivers()
  await installed
  return () => roundTrips
}

async function patchDrivers() {
  const clientQuery = pg.Client.prototype.query
  pg.Client.prototype.query = function countedQuery(...args) {
    if (this.connectionParameters?.application_name !== LISTENER) roundTrips++
    return clientQuery.apply(this, args)
  }

  let PGlite
  try {
    ;({ PGlite } = await import('@electric-sql/pglite'))
  } catch {
    return // A process without PGlite (the bare yardstick on PostgreSQL) counts node-postgres only.
  }
  for (const method of ['query', 'exec']) {
    const original = PGlite.prototype[method]
    PGlite.prototype[method] = function counted(...args) {
      roundTrips++
      return original.apply(this, args)
    }
  }
  const transaction = PGlite.prototype.transaction
  PGlite.prototype.transaction = function countedTransaction(callback) {
    roundTrips += 2 // BEGIN and COMMIT (or ROLLBACK)
    return transaction.call(this, (tx) => {
      const counted = Object.create(tx)
      for (const method of ['query', 'exec', 'sql']) {
        counted[method] = (...args) => {
          roundTrips++
          return tx[method](...args)
        }
      }
      return callback(counted)
    })
  }
}
