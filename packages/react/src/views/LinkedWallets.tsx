// The browser's EVM wallets and the project's social logins as ways into the embedded account: "Link <wallet>" in
// SignInMethods (the wallet signs an EIP-4361 message for this page) and "Link <provider>" (the provider's pop-up, as
// for a sign-in); where the project turned walletSignIn on, "Sign in to your account with <wallet>" in Connect, which
// reaches the account the wallet is linked to.
import type { Connector, SignInMethod, SocialProvider } from '@latch/core'
import { isSocialProvider } from '@latch/core/internal'
import { visibleSocials } from '../embedded/connectMethods.ts'
import { socialName } from '../texts.ts'
import { useMemo, useState } from 'react'
import { useLatchInstance } from '../context.ts'
import { useTranslator } from '../i18n/localeChunks.ts'
import { useLatchSelector } from '../useLatchSelector.ts'

/** the installed browser wallets that speak eip155 (a multi-chain wallet by its EVM connector), once each */
export function browserEvmWallets(connectors: readonly Connector[]): Connector[] {
  const found = new Map<string, Connector>()
  for (const connector of connectors) {
    const evm =
      connector.type === 'MULTI_CHAIN' ? connector.connectors?.find((part) => part.chain === 'eip155') : connector
    if (evm?.chain !== 'eip155' || evm.installed === false) continue
    if (evm.type !== 'ANNOUNCED' && evm.type !== 'INJECTED') continue
    if (!found.has(evm.id)) found.set(evm.id, { ...evm, name: connector.name })
  }
  return [...found.values()]
}

export function useBrowserEvmWallets(): Connector[] {
  const connectors = useLatchSelector((state) => state.connectors)
  return useMemo(() => browserEvmWallets(connectors), [connectors])
}

/** one "Link <wallet>" button per browser wallet; `run` shows the failure in SignInMethods */
export function LinkWalletButtons(props: { busy?: string; run(key: string, step: () => Promise<void>): void }) {
  const latch = useLatchInstance()
  const { t } = useTranslator()
  const wallets = useBrowserEvmWallets()
  return wallets.map((wallet) => (
    <button
      key={wallet.id}
      type="button"
      className="secondary"
      aria-busy={props.busy === `wallet:${wallet.id}` || undefined}
      onClick={() => props.run(`wallet:${wallet.id}`, () => latch.linkWallet(wallet.id))}
    >
      {t('methods.link', { name: wallet.name })}
    </button>
  ))
}

/** one "Link <provider>" button per social login the project offers that the account has not linked yet; called
 * within the click, as the pop-up must open in the person's gesture */
export function LinkSocialButtons(props: {
  methods: readonly SignInMethod[]
  busy?: string
  run(key: string, step: () => Promise<void>): void
}) {
  const latch = useLatchInstance()
  const { t } = useTranslator()
  const features = useLatchSelector((state) => state.features.socials)
  const linked = new Set(props.methods.filter((method) => method.kind === 'social').map((method) => method.provider))
  const providers = visibleSocials(features, latch.connectView.socials).filter(
    (provider): provider is SocialProvider => isSocialProvider(provider) && !linked.has(provider),
  )
  return providers.map((provider) => (
    <button
      key={provider}
      type="button"
      className="secondary"
      aria-busy={props.busy === `social:${provider}` || undefined}
      onClick={() => props.run(`social:${provider}`, () => latch.linkSocial(provider))}
    >
      {t('methods.link', { name: socialName(provider) })}
    </button>
  ))
}

/** Connect's sign-in with a linked wallet, one button per browser wallet, its failure shown beside them */
export function WalletSignInButtons() {
  const latch = useLatchInstance()
  const tr = useTranslator()
  const wallets = useBrowserEvmWallets()
  const [busy, setBusy] = useState<string>()
  const [error, setError] = useState<string>()
  if (wallets.length === 0) return null
  const signIn = async (walletId: string) => {
    setError(undefined)
    setBusy(walletId)
    try {
      await latch.connectLinkedWallet(walletId)
    } catch (cause) {
      setError(tr.error(cause))
    } finally {
      setBusy(undefined)
    }
  }
  return (
    <>
      <ul className="list">
        {wallets.map((wallet) => (
          <li key={wallet.id}>
            <button
              type="button"
              className="row"
              aria-busy={busy === wallet.id || undefined}
              onClick={() => void signIn(wallet.id)}
            >
              {wallet.imageUrl && <img className="wallet-icon" src={wallet.imageUrl} alt="" />}
              <span className="name">{tr.t('walletSignIn.with', { name: wallet.name })}</span>
            </button>
          </li>
        ))}
      </ul>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </>
  )
}
