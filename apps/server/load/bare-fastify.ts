// The bench's yardsticks, each the same Fastify the server uses with nothing of ours around it:
// "hello" at `/`; given a database, `select 1` through the bare driver at `/one-query` — the most
// any endpoint that asks the database something could reach on this machine; and the writing
// engine's analysis in-process at `/analyze` (JSON in, the analysis out) — the most the analyze
// endpoint could reach.
// node --import tsx bare-fastify.ts <port> [postgres://… | a PGlite directory]
import { PGlite } from '@electric-sql/pglite'
import { createEngine } from '@tipsy/engine'
import Fastify from 'fastify'
import pg from 'pg'

const [port, databaseUrl] = process.argv.slice(2)
const app = Fastify({ logger: false })
app.get('/', async () => ({ hello: 'world' }))

const engine = createEngine({ provider: 'local' })
app.post('/analyze', async (request) => {
  const { message, use_case } = request.body as { message: string; use_case: 'general' }
  return engine.analyze(message, use_case)
})

if (databaseUrl) {
  const query: (text: string) => Promise<unknown> = databaseUrl.startsWith('postgres')
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
