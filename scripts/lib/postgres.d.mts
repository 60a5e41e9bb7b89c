// Types for postgres.mjs, so the TypeScript load tests (apps/server/load) can use it.
export function findPostgresBin(): string | null
export function freePort(): Promise<number>
export interface StartedPostgres {
  url: string
  port: number
  /** Stops as a crash would (no shutdown checkpoint) and starts again, replaying the WAL. */
  crashAndRestart(): void
  stop(): void
}
export function startPostgres(options?: { durable?: boolean }): Promise<StartedPostgres>
