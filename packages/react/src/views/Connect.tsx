// Connect view: the connect methods in SPEC §2 order — email, socials (embedded wallet) and the wallets in group
// order (walletConnect, recent, injected, featured, custom, external, recommended) with a way to all wallets.
import type { Connector, Latch, WalletGroup } from '@latch/core'
import { Fragment, useMemo } from '../reactBindings.ts'
import { useChunks } from '../chunks.ts'
import { useLatchInstance } from '../context.ts'
import { useWalletGroups } from '../hooks/useWalletGroups.ts'
import { connectMethods, visibleSocials } from '../embedded/connectMethods.ts'
import { useTranslator } from '../i18n/localeChunks.ts'
import type { Translator } from '../i18n/translator.ts'
import { useLatchSelector } from '../useLatchSelector.ts'
import { EmailForm } from './EmailForm.tsx'
import { InAppBrowserNotice } from './InAppBrowserNotice.tsx'
import { RecoverFromFile } from './RecoverFromFile.tsx'
import { Socials } from './Socials.tsx'
import { useListedConnectors } from './useListedConnectors.ts'
import { WalletRow } from './WalletRow.tsx'
import { browserLinkableWallets, WalletSignInButtons } from './LinkedWallets.tsx'

export default function Connect() {
  const { latch, connectors, listed } = useListedConnectors()
  const { t } = useTranslator()
  const { loadView } = useChunks()
  const features = useLatchSelector((state) => ({
    email: state.features.email,
    socials: state.features.socials,
    passkeys: state.features.passkeys === true,
    walletSignIn: state.features.walletSignIn === true,
  }))
  const socials = useMemo(() => visibleSocials(features.socials, latch.connectView.socials), [features.socials, latch])
  const methods = connectMethods({
    configured: latch.connectView.methodsOrder,
    listed,
    connectors,
    emailFeature: features.email,
    socials,
    // sign-in with a linked wallet sits with the socials, when a browser wallet is there to sign
    passkeys: features.passkeys || (features.walletSignIn && browserLinkableWallets(connectors).length > 0),
  })

  return (
    <div className="stack">
      <InAppBrowserNotice />
      {methods.map((method, index) => (
        <Fragment key={method}>
          {index > 0 && <hr className="divider" />}
          {method === 'email' ? (
            <>
              <EmailForm
                label={t('email')}
                submit={latch.connectEmail}
                onFocus={() => {
                  void loadView('EmailLogin')
                  latch.preloadEmbeddedWallet()
                }}
              />
              <RecoverFromFile />
            </>
          ) : method === 'social' ? (
            <div className="stack">
              <Socials providers={socials} />
              {features.passkeys && <PasskeyButton />}
              {features.walletSignIn && <WalletSignInButtons />}
            </div>
          ) : (
            <Wallets latch={latch} />
          )}
        </Fragment>
      ))}
    </div>
  )
}

/** the embedded wallet's passkey sign-up and sign-in; the frame's own card asks for the passkey */
function PasskeyButton() {
  const latch = useLatchInstance()
  const { t } = useTranslator()
  const { loadView } = useChunks()
  const prefetch = () => {
    void loadView('ConnectPasskey')
    latch.preloadEmbeddedWallet()
  }
  return (
    <ul className="list">
      <li>
        <button
          type="button"
          className="row"
          onClick={() => void latch.connectPasskey().catch(() => undefined)}
          onPointerEnter={prefetch}
          onFocus={prefetch}
        >
          <span className="wallet-icon passkey-icon" aria-hidden="true">
            <svg
              viewBox="0 0 24 24"
              width="20"
              height="20"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <circle cx="9" cy="8" r="4" />
              <path d="M3 20c0-3.3 2.7-6 6-6 1.3 0 2.4.4 3.4 1" />
              <circle cx="18" cy="14" r="2.5" />
              <path d="M18 16.5V22m0-2h2" />
            </svg>
          </span>
          <span className="name">{t('continueWithPasskey')}</span>
        </button>
      </li>
    </ul>
  )
}

/** SPEC's tags: WalletConnect offers a QR code, a discovered wallet is installed, a recent one says so */
function tagOf(t: Translator['t'], group: WalletGroup, connector?: Connector): string | undefined {
  if (group === 'walletConnect') return t('tag.qrCode')
  if (group === 'recent') return t('tag.recent')
  if (group === 'injected' && connector?.installed !== false) return t('tag.installed')
  return undefined
}

function Wallets({ latch }: { latch: Latch }) {
  const { t } = useTranslator()
  const { loadView } = useChunks()
  // SPEC §6: the All Wallets entry is a feature of the app, on by default
  const allWallets = useLatchSelector((state) => Boolean(state.features.allWallets))
  const groups = useWalletGroups()

  return (
    <ul className="list">
      {groups.flatMap(({ group, wallets }) =>
        wallets.map((row) =>
          row.connector ? (
            <li key={row.connector.id}>
              <WalletRow
                name={row.connector.name}
                icon={row.connector.imageUrl}
                brand={group === 'walletConnect' && !row.connector.imageUrl ? 'walletConnect' : undefined}
                tag={tagOf(t, group, row.connector)}
                accentTag={group === 'recent' || group === 'walletConnect'}
                onPrefetch={() => {
                  // the chain SDK a connection needs loads on the first sign of intent, not with the list
                  latch.preloadAdapters()
                  if (group === 'walletConnect') void loadView('ConnectingWalletConnect')
                }}
                onClick={() => void latch.connect(row.connector.id)}
              />
            </li>
          ) : (
            <li key={`${group}:${row.wallet.id}`}>
              <WalletRow
                name={row.wallet.name}
                icon={row.wallet.image_url}
                onPrefetch={() => {
                  latch.preloadAdapters()
                  void loadView('ConnectingWalletConnect')
                  void loadView('AllWallets')
                }}
                // pairs when it opens by a link (a phone or desktop app), else its page says how to get it
                onClick={() => void latch.connectWallet(row.wallet)}
              />
            </li>
          ),
        ),
      )}
      {allWallets && (
        <li>
          <button
            type="button"
            className="row"
            onPointerEnter={() => void loadView('AllWallets')}
            onFocus={() => void loadView('AllWallets')}
            onClick={() => latch.navigate('AllWallets')}
          >
            <span className="wallet-icon grid-icon" aria-hidden="true">
              <span />
              <span />
              <span />
              <span />
            </span>
            <span className="name">{t('allWallets')}</span>
          </button>
        </li>
      )}
    </ul>
  )
}
