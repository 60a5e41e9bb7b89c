import { article as bestPickupLines } from './best-pickup-lines'
import { article as datingAppBioGenerator } from './dating-app-bio-generator'
import { article as dirtyPickupLines } from './dirty-pickup-lines'
import { article as funnyPickupLines } from './funny-pickup-lines'
import { article as howToAnalyzeText } from './how-to-analyze-text'
import { article as pickupLines } from './pickup-lines'
import { article as rizzPickupLines } from './rizz-pickup-lines'
import { article as textAnalyzer } from './text-analyzer'
import { article as textMessageAnalyzer } from './text-message-analyzer'
import { article as textSentimentAnalyzer } from './text-sentiment-analyzer'
import type { BlogArticle } from './types'

export type { BlogArticle, BlogBlock, BlogSection } from './types'

/** Display order for /blog. The first entry is the featured article. */
export const articles: BlogArticle[] = [
  textMessageAnalyzer,
  pickupLines,
  datingAppBioGenerator,
  textAnalyzer,
  bestPickupLines,
  howToAnalyzeText,
  funnyPickupLines,
  textSentimentAnalyzer,
  rizzPickupLines,
  dirtyPickupLines,
]
