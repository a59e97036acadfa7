// The wallet's Farcaster screen, opened by a relay link: who asks, as whom, and Approve or Reject. The link's
// values are rendered as text.
import { useMemo, useState } from 'react'
import { DEFAULT_ACCOUNT } from './accounts.ts'
import { FARCASTER } from './config.ts'
import { approveFarcasterSignIn, type FarcasterLink, parseFarcasterLink } from './farcaster.ts'

type Step = { name: 'asking'; error?: string } | { name: 'signing' } | { name: 'signed-in' } | { name: 'rejected' }

export function FarcasterSignIn({ hash }: { hash: string }) {
  const link = useMemo((): FarcasterLink | Error => {
    try {
      return parseFarcasterLink(hash)
    } catch (error) {
      return error as Error
    }
  }, [hash])
  const [step, setStep] = useState<Step>({ name: 'asking' })

  if (link instanceof Error)
    return (
      <main>
        <h1>Sign in with Farcaster</h1>
        <p role="alert">{link.message}</p>
      </main>
    )

  const approve = async () => {
    setStep({ name: 'signing' })
    try {
      await approveFarcasterSignIn(link, DEFAULT_ACCOUNT, FARCASTER)
      setStep({ name: 'signed-in' })
    } catch (error) {
      setStep({ name: 'asking', error: error instanceof Error ? error.message : String(error) })
    }
  }

  return (
    <main>
      <h1>Sign in with Farcaster</h1>
      <p>{`Sign in to ${link.domain} as @${FARCASTER.username} (fid ${FARCASTER.fid})?`}</p>
      <p>{`Custody account ${DEFAULT_ACCOUNT.address}`}</p>
      {step.name === 'signed-in' ? (
        <p role="status">Signed in. You can go back to the app.</p>
      ) : step.name === 'rejected' ? (
        <p role="status">Sign-in rejected. You can go back to the app.</p>
      ) : (
        <>
          {step.name === 'asking' && step.error && <p role="alert">{step.error}</p>}
          <div className="row">
            <button type="button" disabled={step.name === 'signing'} onClick={() => void approve()}>
              Approve
            </button>
            <button type="button" disabled={step.name === 'signing'} onClick={() => setStep({ name: 'rejected' })}>
              Reject
            </button>
          </div>
        </>
      )}
    </main>
  )
}
