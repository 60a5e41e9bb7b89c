export * from './create-db'
export * from './one-statement'
export * as schema from './schema'
