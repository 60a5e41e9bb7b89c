import { analyzeMessage } from '../local/analyze/analyze'
import { checkRewrite } from '../local/rewrite/rewrite'
import type { LocalAnalyzer } from './llm-engine'

/** The local engine pieces the LLM providers use, for whoever builds an LLM engine. */
export const localAnalyzer: LocalAnalyzer = { analyzeMessage, checkRewrite }
