import {
  type ChatBubble,
  type Platform,
  type RewriteStyle,
  type Tones,
  toneNames,
  transcriptAsText,
  type UseCase,
} from '@tipsy/contracts'

/**
 * The prompts the writer adapter was trained on (`npm run train:writer`) and is served with: short
 * labelled fields instead of long instructions, because a 135M model learns a task from examples
 * and loses the thread of a long prompt. Training and serving build them here, so they cannot drift.
 */
export const TUNED_SYSTEM = 'You write the message a person would send, in their voice, ready to send.'

export interface TunedPrompt {
  system: string
  prompt: string
}

export interface TunedGenerateRequest {
  request: string
  context?: string | undefined
  platform?: Platform | 'none' | undefined
  tones: Tones
}

/** Only the sliders that are up, strongest first: "tipsy 80, flirty 40". */
export function tonesLine(tones: Tones): string {
  const up = toneNames
    .filter((tone) => tones[tone] > 0)
    .sort((a, b) => tones[b] - tones[a])
    .map((tone) => `${tone} ${tones[tone]}`)
  return up.length > 0 ? up.join(', ') : 'plain'
}

const platformLine = (platform: Platform | 'none' | undefined) =>
  platform && platform !== 'none' ? platform : 'chat'

export function tunedGeneratePrompt({
  request,
  context,
  platform,
  tones,
}: TunedGenerateRequest): TunedPrompt {
  const lines = [`Task: write`, `Request: ${request.trim()}`]
  if (context?.trim()) lines.push(`Context: ${context.trim()}`)
  lines.push(`Platform: ${platformLine(platform)}`, `Tone: ${tonesLine(tones)}`)
  return { system: TUNED_SYSTEM, prompt: lines.join('\n') }
}

export function tunedRewritePrompt(message: string, useCase: UseCase, style: RewriteStyle): TunedPrompt {
  return {
    system: TUNED_SYSTEM,
    prompt: [
      `Task: rewrite ${style}`,
      `Use: ${useCase.replace('_', ' ')}`,
      `Message: ${message.trim()}`,
    ].join('\n'),
  }
}

export interface TunedReplyRequest {
  thread: readonly ChatBubble[]
  intent?: string | undefined
  platform?: Platform | 'none' | undefined
}

export function tunedReplyPrompt({ thread, intent, platform }: TunedReplyRequest): TunedPrompt {
  const lines = [`Task: reply`, `Platform: ${platformLine(platform)}`, `Chat:`, transcriptAsText(thread)]
  if (intent?.trim()) lines.push(`I want to say: ${intent.trim()}`)
  return { system: TUNED_SYSTEM, prompt: lines.join('\n') }
}
