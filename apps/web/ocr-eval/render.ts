import { chromium } from '@playwright/test'
import { chromiumLaunchOptions } from '../e2e/chromium.ts'
import type { ReadBubble } from '../src/features/message-generator/lib/screenshot/chat-layout.ts'
import { renderChat } from './chat-html.ts'
import type { Chat } from './chats.ts'

export interface Screenshot {
  chat: Chat
  png: Buffer
  /** The bubbles that ended up on screen, in order, with emoji removed. */
  truth: ReadBubble[]
}

/** Renders every chat in Debian's Chromium; nothing is fetched from the network. */
export async function renderScreenshots(chats: readonly Chat[]): Promise<Screenshot[]> {
  const browser = await chromium.launch(chromiumLaunchOptions)
  try {
    const shots: Screenshot[] = []
    for (const chat of chats) {
      const context = await browser.newContext({
        viewport: { width: chat.viewport.width, height: chat.viewport.height },
        deviceScaleFactor: chat.viewport.scale,
      })
      const page = await context.newPage()
      await page.route('**/*', (route) => route.abort())
      await page.setContent(renderChat(chat))
      // Like a real screenshot the newest messages are at the bottom; whole rows are dropped from
      // the top until the rest fits, so no bubble is cut in half.
      const truth = await page.evaluate(() => {
        const main = document.querySelector('main')
        const log = document.querySelector('.log')
        if (!main || !log) throw new Error('no chat log')
        while (log.scrollHeight > main.clientHeight - 8 && log.firstElementChild)
          log.firstElementChild.remove()
        return [...document.querySelectorAll<HTMLElement>('.bubble')]
          .map((bubble) => ({
            side: bubble.dataset.side === 'me' ? 'me' : 'them',
            text: bubble.dataset.text ?? '',
          }))
          .filter((bubble) => bubble.text.length > 0)
      })
      const png = await page.screenshot({ type: 'png' })
      shots.push({ chat, png, truth: truth as ReadBubble[] })
      await context.close()
    }
    return shots
  } finally {
    await browser.close()
  }
}
