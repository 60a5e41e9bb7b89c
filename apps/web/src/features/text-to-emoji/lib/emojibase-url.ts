/**
 * Where our own server hosts the emojibase-data files the picker loads (`en/data.json`,
 * `en/messages.json`); the build copies them there (scripts/emojibase-data.ts). Never a CDN.
 */
export const EMOJIBASE_URL = '/emojibase-data'
