import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

/** The web build's output folder. */
export const CLIENT_BUILD = new URL('../build/client', import.meta.url).pathname

/** Every prerendered page of the build (`**\/index.html`; the SPA shell is not one). */
export function* prerenderedPages(dir = CLIENT_BUILD) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) yield* prerenderedPages(path)
    else if (name === 'index.html') yield path
  }
}
