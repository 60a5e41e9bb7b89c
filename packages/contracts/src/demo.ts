import { analyzeRequestSchema } from './messages'

/**
 * The landing page's live demo ("Try your own message"): a visitor's message, read as MessageIQ
 * reads one with the general use case. Its answer is MessageIQ's `analysisSchema`.
 */
export const demoAnalyzeRequestSchema = analyzeRequestSchema.omit({ use_case: true })
