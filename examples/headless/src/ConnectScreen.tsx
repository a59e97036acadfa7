// A connect screen of this app's own, from Latch's headless hooks: the wallets in Latch's groups, a phone's QR code,
// the email code and Google, each with its progress and its error, in plain HTML and CSS.
import type { CatalogueWallet } from '@latch/core'
import { useConnect, useEmailLogin, useLatch, usePairingQr, useSocialLogin, useWalletGroups } from '@latch/react'
import type { FormEvent } from 'react'
import { hasEmbeddedWallet } from './latch.ts'

const GROUP_TITLES: Record<string, string> = {
  walletConnect: 'Phone',
  recent: 'Recent',
  injected: 'In this browser',
  featured: 'Featured',
  custom: 'Ours',
  external: 'More',
  recommended: 'Popular',
}

export function ConnectScreen() {
  const groups = useWalletGroups()
  const { connect, status, connector, errorCode } = useConnect()

  return (
    <section className="card" aria-labelledby="connect-title">
      <h1 id="connect-title">Connect</h1>
      <EmailLogin />
      <GoogleLogin />
      {groups.map(({ group, wallets }) => (
        <div key={group}>
          <h2>{GROUP_TITLES[group] ?? group}</h2>
          <ul className="wallets">
            {wallets.map(({ connector: wallet, wallet: listed }) =>
              wallet ? (
                <li key={wallet.id}>
                  <button
                    type="button"
                    aria-busy={status === 'connecting' && connector?.id === wallet.id}
                    onClick={() => void connect(wallet.id)}
                  >
                    {wallet.imageUrl && <img src={wallet.imageUrl} alt="" width={24} height={24} />}
                    {wallet.name}
                  </button>
                </li>
              ) : (
                <CatalogueEntry key={listed.id} wallet={listed} />
              ),
            )}
          </ul>
        </div>
      ))}
      <PhoneQr />
      {status === 'failed' && (
        <p role="alert">
          {errorCode === 'ConnectionRejected'
            ? 'You declined in your wallet.'
            : 'The wallet could not connect. Try again.'}
        </p>
      )}
    </section>
  )
}

/** a catalogue wallet is not here to connect: link to where it opens or is installed */
function CatalogueEntry({ wallet }: { wallet: CatalogueWallet }) {
  const latch = useLatch()
  const links = latch.getWalletLinks(wallet)
  const href = links.universal ?? links.native ?? links.web ?? links.stores[0]?.href
  return <li>{href ? <a href={href}>{wallet.name}</a> : wallet.name}</li>
}

/** the pairing link as a QR code while a phone attempt is on */
function PhoneQr() {
  const qr = usePairingQr()
  if (!qr) return null
  // a quiet zone of two modules round the code
  return (
    <figure>
      <svg
        role="img"
        aria-label="QR code for your phone wallet"
        viewBox={`-2 -2 ${qr.size + 4} ${qr.size + 4}`}
        width={220}
        height={220}
        shapeRendering="crispEdges"
      >
        <path d={qrPath(qr.modules)} />
      </svg>
      <figcaption>Scan with your phone wallet</figcaption>
    </figure>
  )
}

function qrPath(modules: readonly (readonly boolean[])[]): string {
  let path = ''
  modules.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`
    })
  })
  return path
}

function EmailLogin() {
  const { step, email, errorCode, sendCode, submitCode } = useEmailLogin()
  if (!hasEmbeddedWallet) return null
  const field = (event: FormEvent<HTMLFormElement>, name: string) => {
    event.preventDefault()
    return String(new FormData(event.currentTarget).get(name) ?? '')
  }
  if (step === 'code' || step === 'verifying')
    return (
      <form onSubmit={(event) => void submitCode(field(event, 'code')).catch(() => undefined)}>
        <label>
          Code sent to {email}
          <input name="code" inputMode="numeric" autoComplete="one-time-code" required />
        </label>
        <button type="submit" aria-busy={step === 'verifying'}>
          Continue
        </button>
        {errorCode && <p role="alert">That code did not work.</p>}
      </form>
    )
  return (
    <form onSubmit={(event) => void sendCode(field(event, 'email')).catch(() => undefined)}>
      <label>
        Email
        <input name="email" type="email" autoComplete="email" required />
      </label>
      <button type="submit" aria-busy={step === 'sending'}>
        Send a code
      </button>
      {errorCode === 'InvalidEmail' && <p role="alert">That is not an email address.</p>}
      {errorCode === 'EmailCooldown' && <p role="alert">Wait a little before asking for another code.</p>}
    </form>
  )
}

function GoogleLogin() {
  const { step, errorCode, connect } = useSocialLogin()
  if (!hasEmbeddedWallet) return null
  return (
    <>
      {/* within the click: the pop-up must open before anything is awaited */}
      <button
        type="button"
        aria-busy={step === 'connecting'}
        onClick={() => void connect('google').catch(() => undefined)}
      >
        Continue with Google
      </button>
      {step === 'failed' && (
        <p role="alert">{errorCode === 'PopupClosed' ? 'The Google window was closed.' : 'Google sign-in failed.'}</p>
      )}
    </>
  )
}
