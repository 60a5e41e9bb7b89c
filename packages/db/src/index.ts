export * from './create-db'
export * as schema from './schema'
