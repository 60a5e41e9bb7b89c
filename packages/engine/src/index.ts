export type { Engine, GenerateInput } from './engine'
