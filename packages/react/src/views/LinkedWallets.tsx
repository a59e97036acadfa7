// The browser's EVM and Solana wallets and the project's social logins as ways into the embedded account: "Link
// <wallet>" in SignInMethods (the wallet signs an EIP-4361 or SIWS message for this page) and "Link <provider>" (the provider's pop-up, as
// for a sign-in); where the project turned walletSignIn on, "Sign in to your account with <wallet>" in Connect, which
// reaches the account the wallet is linked to.
import type { Connector, LinkedWalletChain, SignInMethod, SocialProvider } from '@latch/core'
import { isSocialProvider } from '@latch/core/internal'
import { visibleSocials } from '../embedded/connectMethods.ts'
import { socialName } from '../texts.ts'
import { useMemo, useState } from '../reactBindings.ts'
import { useLatchInstance } from '../context.ts'
import { useTranslator } from '../i18n/localeChunks.ts'
import { useLatchSelector } from '../useLatchSelector.ts'
import { useSubmit } from './useSubmit.ts'

/** a browser wallet that links to the account: its connector on that chain, named as people read it */
export interface LinkableWallet extends Connector {
  chain: LinkedWalletChain
}

/** the installed browser wallets that speak eip155 or solana (a multi-chain wallet by each of its parts), once each;
 * a multi-chain wallet's Solana part is named "<wallet> (Solana)" so the two buttons differ */
export function browserLinkableWallets(connectors: readonly Connector[]): LinkableWallet[] {
  const found = new Map<string, LinkableWallet>()
  for (const connector of connectors) {
    const parts = connector.type === 'MULTI_CHAIN' ? (connector.connectors ?? []) : [connector]
    for (const chain of ['eip155', 'solana'] as const) {
      const part = parts.find((candidate) => candidate.chain === chain)
      if (!part || part.installed === false) continue
      if (part.type !== 'ANNOUNCED' && part.type !== 'INJECTED') continue
      const multi = connector.type === 'MULTI_CHAIN' && chain === 'solana'
      const name = multi ? `${connector.name} (Solana)` : connector.name
      if (!found.has(`${chain}:${part.id}`)) found.set(`${chain}:${part.id}`, { ...part, chain, name })
    }
  }
  return [...found.values()]
}

export function useBrowserLinkableWallets(): LinkableWallet[] {
  const connectors = useLatchSelector((state) => state.connectors)
  return useMemo(() => browserLinkableWallets(connectors), [connectors])
}

/** one "Link <wallet>" button per browser wallet; `run` shows the failure in SignInMethods */
export function LinkWalletButtons(props: { busy?: string; run(key: string, step: () => Promise<void>): void }) {
  const latch = useLatchInstance()
  const { t } = useTranslator()
  const wallets = useBrowserLinkableWallets()
  return wallets.map((wallet) => (
    <button
      key={`${wallet.chain}:${wallet.id}`}
      type="button"
      className="secondary"
      aria-busy={props.busy === `wallet:${wallet.chain}:${wallet.id}` || undefined}
      onClick={() => props.run(`wallet:${wallet.chain}:${wallet.id}`, () => latch.linkWallet(wallet.id, wallet.chain))}
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
  const { t } = useTranslator()
  const wallets = useBrowserLinkableWallets()
  const [chosen, setChosen] = useState<string>()
  const signingIn = useSubmit((wallet: LinkableWallet) => latch.connectLinkedWallet(wallet.id, wallet.chain))
  if (wallets.length === 0) return null
  const keyOf = (wallet: LinkableWallet) => `${wallet.chain}:${wallet.id}`
  return (
    <>
      <ul className="list">
        {wallets.map((wallet) => (
          <li key={`${wallet.chain}:${wallet.id}`}>
            <button
              type="button"
              className="row"
              aria-busy={(signingIn.pending && chosen === keyOf(wallet)) || undefined}
              onClick={() => {
                setChosen(keyOf(wallet))
                void signingIn.submit(wallet)
              }}
            >
              {wallet.imageUrl && <img className="wallet-icon" src={wallet.imageUrl} alt="" />}
              <span className="name">{t('walletSignIn.with', { name: wallet.name })}</span>
            </button>
          </li>
        ))}
      </ul>
      {signingIn.error && (
        <p className="error" role="alert">
          {signingIn.error}
        </p>
      )}
    </>
  )
}
