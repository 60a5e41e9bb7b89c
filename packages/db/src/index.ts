export * from './create-db'
export * from './one-statement'
export * from './prepared-statement'
export * as schema from './schema'
