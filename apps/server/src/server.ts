import { createDb } from '@tipsy/db'
import { createPooledEngine, resolveEngineModels, terminalProgress, withEngineModels } from '@tipsy/engine'
import type { FastifyBaseLogger } from 'fastify'
import { buildApp } from './app'
import { ConfigError, loadConfig } from './config'

/**
 * Process entry: config → database (migrated) → models (fetched once into the cache) → app →
 * listen; SIGTERM drains and closes.
 */
async function main(): Promise<void> {
  const startedAt = performance.now()
  const config = loadConfig(process.env)
  const db = await createDb(config.databaseUrl, { poolMax: config.databasePoolMax })
  await db.migrate()
  // A model that cannot be had is one warning, and the rules do its work.
  const models = await resolveEngineModels(config.models, {
    log: { info: (message) => console.info(message), warn: (message) => console.warn(`Warning: ${message}`) },
    progress: terminalProgress(process.stderr),
  })
  const engineConfig = withEngineModels(config.engine, models)
  // Every engine call runs in the worker pool: nothing one request sends can hold this thread.
  let log: FastifyBaseLogger | null = null
  const engine = createPooledEngine(engineConfig, {
    ...config.enginePool,
    onEvent: (event) => log?.warn({ event }, `${event.kind.replaceAll('_', ' ')} (${event.reason})`),
  })
  const app = await buildApp(config, { db, engine })
  log = app.log
  // The first requests find a worker ready rather than wait in its queue for one to start.
  await engine.ready()
  if (engineConfig.reader && engine.models().reader.kind === 'rules') {
    app.log.warn(
      `The reader model at ${engineConfig.reader.modelPath} did not load: messages are read with the rules`,
    )
  }
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
