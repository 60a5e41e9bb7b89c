// The bench's yardsticks: the same Fastify the server uses, answering "hello" at `/` and, given a
// database, `select 1` through the bare driver at `/one-query` — the most any endpoint that asks
// the database something could reach on this machine.
// node bare-fastify.mjs <port> [postgres://… | a PGlite directory]
import { PGlite } from '@electric-sql/pglite'
import Fastify from 'fastify'
import pg from 'pg'

const [port, databaseUrl] = process.argv.slice(2)
const app = Fastify({ logger: false })
app.get('/', async () => ({ hello: 'world' }))
if (databaseUrl) {
  const query = databaseUrl.startsWith('postgres')
    ? (
        (pool) => (text) =>
          pool.query(text)
      )(new pg.Pool({ connectionString: databaseUrl, max: 10 }))
    : (
        (pglite) => (text) =>
          pglite.query(text)
      )(new PGlite(databaseUrl))
  app.get('/one-query', async () => {
    await query('select 1')
    return { hello: 'world' }
  })
}
await app.listen({ host: '127.0.0.1', port: Number(port ?? 0) })
