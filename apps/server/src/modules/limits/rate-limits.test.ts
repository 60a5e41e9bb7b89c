import { spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { createEngine } from '@tipsy/engine'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../app'
import { loadConfig } from '../../config'
import {
  createTestApp,
  expectErrorBody,
  type SignedIn,
  TEST_JWT_SECRET,
  type TestApp,
} from '../../test-support/test-app'

const LIMITS = { RATE_LIMIT_AI_PER_MINUTE: '3', RATE_LIMIT_AUTH_PER_MINUTE: '5' }

function describeLimits(name: string, extraEnv: () => Record<string, string>) {
  describe(name, () => {
    let t: TestApp
    let ada: SignedIn
    let bob: SignedIn
    beforeAll(async () => {
      t = await createTestApp({ env: { ...LIMITS, ...extraEnv() } })
      ada = await t.signIn({ email: 'ada@example.com' })
      bob = await t.signIn({ email: 'bob@example.com' })
    })
    afterAll(() => t.close())

    const analyze = (user: SignedIn) =>
      t.app.inject({
        method: 'POST',
        url: '/api/messages/analyze',
        payload: { message: 'hi there' },
        headers: user.headers,
      })

    it('limits the engine endpoints per user, with Retry-After', async () => {
      for (let index = 0; index < 3; index++) expect((await analyze(ada)).statusCode).toBe(200)
      const refused = await analyze(ada)
      const body = expectErrorBody(refused, 429)
      expect(body.code).toBe('rate_limited')
      expect(body.detail).toMatch(/^Too many requests: the limit is 3 a minute\. Try again in \d+ s\.$/)
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
      // Another user has an allowance of their own.
      expect((await analyze(bob)).statusCode).toBe(200)
    })

    it('limits /api/auth/* per IP address', async () => {
      const fromIp = (remoteAddress: string) =>
        t.app.inject({ method: 'GET', url: '/api/auth/config', remoteAddress })
      // Sign-ins above came from 127.0.0.1; use fresh addresses here.
      for (let index = 0; index < 5; index++) expect((await fromIp('10.0.0.1')).statusCode).toBe(200)
      expectErrorBody(await fromIp('10.0.0.1'), 429)
      expect((await fromIp('10.0.0.2')).statusCode).toBe(200)
    })

    it('does not limit other endpoints', async () => {
      for (let index = 0; index < 10; index++) {
        const response = await t.app.inject({
          method: 'GET',
          url: '/api/messages/use-cases',
          headers: ada.headers,
        })
        expect(response.statusCode).toBe(200)
      }
    })
  })
}

describeLimits('rate limits with counters in the database', () => ({}))

describe('rate limits shared by two server processes on one database', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ env: LIMITS })
  })
  afterAll(() => t.close())

  it('counts requests to either process against one allowance', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      TIPSY_DEV: '1',
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: '',
      JWT_SECRET: TEST_JWT_SECRET,
      ...LIMITS,
    })
    const second = await buildApp(config, { db: t.database.handle, engine: createEngine(config.engine) })
    try {
      const statuses: number[] = []
      for (let index = 0; index < 6; index++) {
        const app = index % 2 === 0 ? t.app : second
        statuses.push(
          (await app.inject({ method: 'GET', url: '/api/auth/config', remoteAddress: '10.9.9.9' }))
            .statusCode,
        )
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
    } finally {
      await second.close()
    }
  })
})

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

describe('with REDIS_URL', () => {
  let stopRedis: () => void = () => {}
  let redisUrl = ''
  beforeAll(async () => {
    const port = await freePort()
    const redis = spawn('redis-server', [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
    ])
    stopRedis = () => redis.kill('SIGTERM')
    await new Promise<void>((resolve, reject) => {
      redis.once('error', (error) =>
        reject(new Error(`redis-server could not start (npm test installs it): ${error.message}`)),
      )
      redis.stdout.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('Ready to accept connections')) resolve()
      })
    })
    redisUrl = `redis://127.0.0.1:${port}`
  })
  afterAll(() => stopRedis())

  describeLimits('rate limits with counters in Redis', () => ({ REDIS_URL: redisUrl }))
})
