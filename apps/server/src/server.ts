import { createDb } from '@tipsy/db'
import { createEngine, warmUpGrammar } from '@tipsy/engine'
import { buildApp } from './app'
import { ConfigError, loadConfig } from './config'

/** Process entry: config → database (migrated) → app → listen; SIGTERM drains and closes. */
async function main(): Promise<void> {
  const startedAt = performance.now()
  const config = loadConfig(process.env)
  const db = await createDb(config.databaseUrl, { poolMax: config.databasePoolMax })
  await db.migrate()
  const engine = createEngine(config.engine)
  const app = await buildApp(config, { db, engine })
  if (config.jwtSecretGenerated) {
    app.log.warn('JWT_SECRET is not set: using a per-process secret (sessions refresh after a restart)')
  }

  let closing = false
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    app.log.info(`${signal} received: finishing in-flight requests`)
    const timer = setTimeout(() => {
      console.error(`Shutdown took longer than ${config.shutdownGraceSeconds}s, exiting`)
      process.exit(1)
    }, config.shutdownGraceSeconds * 1000)
    timer.unref()
    try {
      await app.close()
      await engine.close()
      await db.close()
      process.exit(0)
    } catch (error) {
      console.error('Error during shutdown:', error)
      process.exit(1)
    }
  }
  process.once('SIGTERM', () => void shutdown('SIGTERM'))
  process.once('SIGINT', () => void shutdown('SIGINT'))

  await app.listen({ host: config.host, port: config.port })
  // harper's set-up takes seconds: it runs after the server is ready, and a grammar check that
  // arrives first waits for it (a failure is retried by the next check).
  warmUpGrammar().catch((error: unknown) =>
    app.log.error({ err: error }, 'The grammar checker could not start'),
  )
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : config.port
  const url = config.publicUrl.replace(/:\d+$/, `:${port}`)
  const storage = db.kind === 'postgres' ? 'PostgreSQL' : `PGlite (${config.databaseUrl})`
  console.info(
    `\n  Tipsy is running at ${url}  (${storage}, ready in ${Math.round(performance.now() - startedAt)} ms)\n`,
  )
}

main().catch((error) => {
  if (error instanceof ConfigError) {
    console.error(error.message)
  } else {
    console.error('Tipsy failed to start:', error)
  }
  process.exit(1)
})
