// Preloaded into a server by the bench (node --import this file, with an IPC channel): counts
// the database round trips the process makes, in the drivers themselves, and answers the
// message 'round-trips' with the count so far. Nothing in the product changes.
// - node-postgres: every Client#query is one exchange with the server. The change feed's
//   listening connection (application_name CHANGE_FEED_APPLICATION_NAME in create-db.ts) is
//   left out: its heartbeat is per process, not per request.
// - PGlite: every query or exec, and a transaction's BEGIN and COMMIT, is one call into the
//   database (in-process, but the same protocol exchange).
import pg from 'pg'

let roundTrips = 0
const LISTENER = 'tipsy-change-feed'

const clientQuery = pg.Client.prototype.query
pg.Client.prototype.query = function countedQuery(...args) {
  if (this.connectionParameters?.application_name !== LISTENER) roundTrips++
  return clientQuery.apply(this, args)
}

try {
  const { PGlite } = await import('@electric-sql/pglite')
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
} catch {
  // A process without PGlite (the bare yardstick on PostgreSQL) counts node-postgres only.
}

process.on('message', (message) => {
  if (message === 'round-trips') process.send?.({ roundTrips })
})
process.channel?.unref()
