export { harperLimits } from '../local/grammar/harper-worker'
export * from './engine-failure'
export * from './fake-llm-server'
export * from './llm-answers'
