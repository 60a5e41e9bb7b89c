import { useEffect, useRef, useState } from 'react'
import { type GoogleCredentialResponse, loadGoogleIdentity } from './google-identity'

export interface GoogleSignInButtonProps {
  clientId: string
  onCredential: (credential: string) => void
}

export function GoogleSignInButton({ clientId, onCredential }: GoogleSignInButtonProps) {
  const container = useRef<HTMLDivElement>(null)
  const onCredentialRef = useRef(onCredential)
  const [loadFailed, setLoadFailed] = useState(false)

  useEffect(() => {
    onCredentialRef.current = onCredential
  }, [onCredential])

  useEffect(() => {
    let active = true
    loadGoogleIdentity()
      .then((identity) => {
        const parent = container.current
        if (!active || !parent) return
        identity.initialize({
          client_id: clientId,
          callback: (response: GoogleCredentialResponse) => {
            if (!response.credential) {
              console.error('Login Failed')
              return
            }
            onCredentialRef.current(response.credential)
          },
        })
        identity.renderButton(parent, {
          type: 'standard',
          text: 'signin_with',
          shape: 'rectangular',
          theme: 'outline',
          size: 'large',
          width: Math.min(320, parent.clientWidth || 320),
          logo_alignment: 'left',
        })
      })
      .catch(() => {
        if (active) setLoadFailed(true)
      })
    return () => {
      active = false
    }
  }, [clientId])

  if (loadFailed) {
    return (
      <p role="alert" className="text-center text-sm text-red-700">
        Google sign-in could not be loaded. Check your connection and reload the page.
      </p>
    )
  }
  return <div ref={container} className="flex min-h-11 w-full justify-center" data-testid="google-sign-in" />
}
