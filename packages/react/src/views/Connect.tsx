// Connect view: the connect methods in SPEC §2 order — email, socials (embedded wallet) and the wallets in group
// order (walletConnect, recent, injected, featured, custom, external, recommended) with a way to all wallets.
import type { Connector, Latch, WalletGroup } from '@latch/core'
import { Fragment, useMemo } from 'react'
import { useChunks } from '../chunks.ts'
import { useWalletGroups } from '../hooks/useWalletGroups.ts'
import { connectMethods, visibleSocials } from '../embedded/connectMethods.ts'
import { useTranslator } from '../i18n/localeChunks.ts'
import type { Translator } from '../i18n/translator.ts'
import { useLatchSelector } from '../useLatchSelector.ts'
import { EmailForm } from './EmailForm.tsx'
import { RecoverFromFile } from './RecoverFromFile.tsx'
import { Socials } from './Socials.tsx'
import { useListedConnectors } from './useListedConnectors.ts'
import { WalletRow } from './WalletRow.tsx'

export default function Connect() {
  const { latch, connectors, listed } = useListedConnectors()
  const { t } = useTranslator()
  const { loadView } = useChunks()
  const features = useLatchSelector((state) => ({ email: state.features.email, socials: state.features.socials }))
  const socials = useMemo(() => visibleSocials(features.socials, latch.connectView.socials), [features.socials, latch])
  const methods = connectMethods({
    configured: latch.connectView.methodsOrder,
    listed,
    connectors,
    emailFeature: features.email,
    socials,
  })

  return (
    <div className="stack">
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
            <Socials providers={socials} />
          ) : (
            <Wallets latch={latch} />
          )}
        </Fragment>
      ))}
    </div>
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
                onPrefetch={group === 'walletConnect' ? () => void loadView('ConnectingWalletConnect') : undefined}
                onClick={() => void latch.connect(row.connector.id)}
              />
            </li>
          ) : (
            <li key={`${group}:${row.wallet.id}`}>
              <WalletRow
                name={row.wallet.name}
                icon={row.wallet.image_url}
                onPrefetch={() => void loadView('AllWallets')}
                // not installed here: its page says how to get it
                onClick={() => latch.navigate('AllWallets', { wallet: row.wallet })}
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
