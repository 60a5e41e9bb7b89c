import { z } from 'zod'

export const userSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    /** Absolute URL of the profile picture; null when the identity provider gave none. */
    picture: z.string().nullable(),
  })
  .meta({ id: 'User' })
export type User = z.infer<typeof userSchema>

export const googleLoginRequestSchema = z.strictObject({
  credential: z.string().min(1).max(8192),
})

/** Local sign-in exists only without a Google client id and never in production (DESIGN "Identity"). */
export const localLoginRequestSchema = z.strictObject({
  name: z.string().trim().min(1).max(80).optional(),
  email: z.email().max(254).optional(),
})

/**
 * A new session. The refresh token is not in the body: it travels only in the HttpOnly cookie
 * the same answer sets, out of reach of scripts (docs/decisions/0009).
 */
export const loginResponseSchema = z.object({
  user: userSchema,
  accessToken: z.string(),
  /** Access-token lifetime in seconds. */
  expiresIn: z.number().int().positive(),
})
export type LoginResponse = z.infer<typeof loginResponseSchema>

/** Empty: the refresh token is read from its HttpOnly cookie only. */
export const refreshRequestSchema = z.strictObject({})

export const refreshResponseSchema = z.object({
  accessToken: z.string(),
  expiresIn: z.number().int().positive(),
})
export type RefreshResponse = z.infer<typeof refreshResponseSchema>

/** The signed-in user, wrapped as `{ user }`. */
export const meResponseSchema = z.object({ user: userSchema })

/** Empty: the session to end is the one whose refresh cookie comes with the call. */
export const logoutRequestSchema = z.strictObject({})
export const logoutResponseSchema = z.object({ ok: z.literal(true) })

/** What the login page needs to know to offer the right sign-in buttons. */
export const authConfigResponseSchema = z.object({
  googleClientId: z.string().nullable(),
  localSignIn: z.boolean(),
})
export type AuthConfig = z.infer<typeof authConfigResponseSchema>
