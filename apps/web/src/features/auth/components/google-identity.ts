/** The slice of Google Identity Services (https://accounts.google.com/gsi/client) that we use. */
export interface GoogleCredentialResponse {
  credential?: string
}

export interface GoogleIdentity {
  initialize(config: { client_id: string; callback: (response: GoogleCredentialResponse) => void }): void
  renderButton(
    parent: HTMLElement,
    options: {
      type: 'standard'
      text: 'signin_with'
      shape: 'rectangular'
      theme: 'outline'
      size: 'large'
      width?: number
      logo_alignment?: 'left' | 'center'
    },
  ): void
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleIdentity } }
  }
}

export const GIS_SCRIPT_URL = 'https://accounts.google.com/gsi/client'

let loading: Promise<GoogleIdentity> | null = null

/** Adds the GIS script once, only when Google sign-in is configured. */
export function loadGoogleIdentity(): Promise<GoogleIdentity> {
  const ready = window.google?.accounts?.id
  if (ready) return Promise.resolve(ready)
  loading ??= new Promise<GoogleIdentity>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = GIS_SCRIPT_URL
    script.async = true
    script.onload = () => {
      const identity = window.google?.accounts?.id
      if (identity) resolve(identity)
      else reject(new Error('Google Identity Services did not initialise'))
    }
    script.onerror = () => {
      loading = null
      script.remove()
      reject(new Error('Google Identity Services could not be loaded'))
    }
    document.head.append(script)
  })
  return loading
}
