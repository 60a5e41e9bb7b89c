// A user of a running server over real HTTP: local sign-in, Premium through a signed sandbox
// webhook (as billing-test-support grants it in-process), and JSON calls with the bearer token.
import { apiPath, endpoints } from '@tipsy/contracts'
import { REFRESH_COOKIE } from '../src/modules/auth/auth.routes'
import { premiumActivationBody, signedWebhookRequest } from '../src/modules/billing/billing-test-support'

export interface ApiResponse<T = unknown> {
  status: number
  body: T
  headers: Headers
}

export interface LoadUser {
  userId: string
  accessToken: string
  /** From the HttpOnly cookie the sign-in set (answers never carry it in their body). */
  refreshToken: string
  headers: { authorization: string }
}

/** The refresh token an answer set in its cookie, if it set one. */
export function refreshCookieOf(response: ApiResponse): string | undefined {
  const prefix = `${REFRESH_COOKIE}=`
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith(prefix))
  return cookie?.slice(prefix.length).split(';')[0]
}

/** The request header that presents a refresh token, as a browser sends its cookie. */
export const refreshCookieHeader = (refreshToken: string) => ({ cookie: `${REFRESH_COOKIE}=${refreshToken}` })

export async function callApi<T = Record<string, unknown>>(
  baseUrl: string,
  method: string,
  path: string,
  /** `body` is sent as JSON; `rawBody` exactly as given (signed payloads). */
  options: { headers?: Record<string, string>; body?: unknown; rawBody?: string } = {},
): Promise<ApiResponse<T>> {
  const json = options.body === undefined ? undefined : JSON.stringify(options.body)
  const response = await fetch(baseUrl + path, {
    method,
    headers: { ...(json === undefined ? {} : { 'content-type': 'application/json' }), ...options.headers },
    body: options.rawBody ?? json,
  })
  const text = await response.text()
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T, headers: response.headers }
}

/** Throws unless the call answered 2xx; returns the body. */
export async function expectOk<T = Record<string, unknown>>(response: Promise<ApiResponse<T>>): Promise<T> {
  const { status, body } = await response
  if (status < 200 || status >= 300) throw new Error(`expected 2xx, got ${status}: ${JSON.stringify(body)}`)
  return body
}

export async function signIn(baseUrl: string, email: string): Promise<LoadUser> {
  const response = await callApi<{ user: { id: string }; accessToken: string }>(
    baseUrl,
    'POST',
    apiPath(endpoints.localLogin),
    { body: { email, name: 'Load Test' } },
  )
  const body = await expectOk(Promise.resolve(response))
  const refreshToken = refreshCookieOf(response)
  if (!refreshToken) throw new Error('the sign-in set no refresh cookie')
  return {
    userId: body.user.id,
    accessToken: body.accessToken,
    refreshToken,
    headers: { authorization: `Bearer ${body.accessToken}` },
  }
}

/** Delivers a webhook signed as the sandbox provider signs it (the documented dev secret). */
export async function deliverSandboxWebhook(
  baseUrl: string,
  delivery: { body: string; webhookId?: string },
): Promise<ApiResponse> {
  const request = signedWebhookRequest('sandbox', delivery)
  return callApi(baseUrl, request.method, request.url, { headers: request.headers, rawBody: request.payload })
}

export async function grantPremium(baseUrl: string, user: LoadUser): Promise<void> {
  const body = premiumActivationBody(user.userId, `${user.userId}@load.test`)
  await expectOk(deliverSandboxWebhook(baseUrl, { body }))
  const plan = await expectOk<{ plan: string }>(
    callApi(baseUrl, 'GET', apiPath(endpoints.userPlan), { headers: user.headers }),
  )
  if (plan.plan !== 'premium') throw new Error(`user is not Premium after the webhook: ${plan.plan}`)
}

export async function signInPremium(baseUrl: string, email: string): Promise<LoadUser> {
  const user = await signIn(baseUrl, email)
  await grantPremium(baseUrl, user)
  return user
}
