// A little history for a load-test user, so reads return what a real dashboard shows.
import { apiPath, endpoints } from '@tipsy/contracts'
import { callApi, expectOk, type LoadUser, signInPremium } from './api-client'

/** Free tones only, so Free users can send it too. */
export const SAMPLE_TONES = {
  sober: 40,
  tipsy: 30,
  drunk: 0,
  flirty: 0,
  confident: 0,
  funny: 0,
  casual: 30,
  bold: 0,
}

export async function seedUserActivity(baseUrl: string, user: LoadUser): Promise<void> {
  const call = (method: string, path: string, body: unknown) =>
    expectOk(callApi(baseUrl, method, path, { headers: user.headers, body }))
  for (let i = 0; i < 20; i++)
    await call('POST', apiPath(endpoints.generateEmoji), { text: `party tonight number ${i}` })
  for (let i = 0; i < 3; i++) {
    await call('POST', apiPath(endpoints.generateMessages), {
      prompt: `invite them to game night ${i}`,
      tones: SAMPLE_TONES,
    })
  }
  await call('POST', apiPath(endpoints.analyzeMessage), {
    message: 'can we talk later? it is kind of important',
  })
  await call('PUT', apiPath(endpoints.updatePreferences), { selectedEmoji: '🎉' })
}

/** `count` Premium users (`<prefix>-<n>@load.test`), each with a little history, one after another. */
export async function signInActiveUsers(baseUrl: string, prefix: string, count: number): Promise<LoadUser[]> {
  const users: LoadUser[] = []
  for (let i = 0; i < count; i++) {
    const user = await signInPremium(baseUrl, `${prefix}-${i}@load.test`)
    await seedUserActivity(baseUrl, user)
    users.push(user)
  }
  return users
}
