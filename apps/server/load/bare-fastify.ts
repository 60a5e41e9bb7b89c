// The bench's yardsticks, each the same Fastify the server uses with nothing of ours around it:
// "hello" at `/`; given a database, `select 1` through the bare driver at `/one-query` — the most
// any endpoint that asks the database something could reach on this machine; and the writing
// engine's analysis in-process at `/analyze` (JSON in, the analysis out), with the reader's encoder
// from the model cache as the server has it — the most the analyze endpoint could reach. Given the server's own PostgreSQL database, `/history-page?user=<id>`
// reads that user's first page of emoji history with the same statement as the endpoint and
// answers it as the endpoint does: the most any endpoint answering that page could reach.
// node --import tsx bare-fastify.ts <port> [postgres://… | a PGlite directory]
import { PGlite } from '@electric-sql/pglite'
import { createEngine, defaultModelCacheDir, resolveEngineModels, withEngineModels } from '@tipsy/engine'
import Fastify from 'fastify'
import pg from 'pg'

const [port, databaseUrl] = process.argv.slice(2)
const app = Fastify({ logger: false })
app.get('/', async () => ({ hello: 'world' }))

const models = await resolveEngineModels(
  { engine: 'local', cacheDir: defaultModelCacheDir(process.env), reader: 'encoder', offline: true },
  { log: { info: () => {}, warn: (message) => console.warn(message) } },
)
const engine = createEngine(withEngineModels({ provider: 'local' }, models))
await engine.ready()
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

if (databaseUrl?.startsWith('postgres')) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 })
  const limit = 20
  const firstPage = {
    name: 'bare_history_page',
    text: `select id, emoji, text, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as time
      from emoji_history where user_id = $1 order by created_at desc, id desc limit $2 offset 0`,
  }
  app.get('/history-page', async (request) => {
    const { user } = request.query as { user: string }
    const { rows } = await pool.query({ ...firstPage, values: [user, limit + 1] })
    return { history: rows.slice(0, limit), page: 1, limit, hasMore: rows.length > limit }
  })
}
await app.listen({ host: '127.0.0.1', port: Number(port ?? 0) })
