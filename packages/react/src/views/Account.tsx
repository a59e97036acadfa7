// Account view: address with copy, floored native balance, network, Send/Receive, Disconnect, asset tabs;
// for the embedded wallet also its display name and, for email logins, Update email.
import { truncateAddress } from '@latch/core'
import { DEFAULT_FEATURES } from '@latch/core/internal'
import { useEffect, useState } from '../reactBindings.ts'
import { useChunks } from '../chunks.ts'
import { useLatchInstance } from '../context.ts'
import { authAccount } from '../embedded/authName.ts'
import { balanceText } from '../buttons/accountLabel.ts'
import { useTranslator } from '../i18n/localeChunks.ts'
import { Avatar } from './Avatar.tsx'
import { useLatchSelector } from '../useLatchSelector.ts'
import { AccountTabs } from './AccountTabs.tsx'
import { EmbeddedWalletActions } from './EmbeddedWalletActions.tsx'
import { copyAddress } from './copyAddress.ts'
import { CopyIcon } from './CopyIcon.tsx'
import { WalletIcon } from './WalletIcon.tsx'

const healthOf = (status: string | undefined): 'stale' | 'reconnecting' | undefined =>
  status === 'stale' || status === 'reconnecting' ? status : undefined

export default function Account() {
  const latch = useLatchInstance()
  const { loadView } = useChunks()
  const tr = useTranslator()
  const { t } = tr
  const {
    address,
    health,
    balance,
    network,
    wallet,
    smartWallet,
    identityName,
    identityAvatar,
    authName,
    canUpdateEmail,
    canSend,
    canReceive,
    canSwap,
    canBuy,
    order,
  } = useLatchSelector((state) => ({
    address: state.accounts[state.activeNamespace]?.address,
    // a session that is not answering says so, with what to do (its status and reason)
    health: healthOf(state.accounts[state.activeNamespace]?.status),
    // a name belongs to the address and network it was looked up for
    identityName:
      state.cloud.scope?.address === state.accounts[state.activeNamespace]?.address &&
      state.cloud.scope?.chainId === state.activeNetwork.caipNetworkId
        ? state.cloud.identity?.name
        : undefined,
    identityAvatar:
      state.cloud.scope?.address === state.accounts[state.activeNamespace]?.address
        ? state.cloud.identity?.avatar
        : undefined,
    balance: state.balance,
    network: state.activeNetwork,
    wallet: state.connectedWalletInfo,
    // a wallet that is itself a smart account (a Safe): the view names that wallet under the address
    smartWallet: state.accounts[state.activeNamespace]?.allAccounts.some(
      (entry) => entry.address === state.accounts[state.activeNamespace]?.address && entry.type === 'smartAccount',
    ),
    // flattened: the selector's result is compared one level deep
    authName: authAccount(state)?.name,
    canUpdateEmail: authAccount(state)?.canUpdateEmail ?? false,
    // SPEC §6: Receive and Send are features of the app, on by default
    canSend: Boolean(state.features.send),
    canReceive: Boolean(state.features.receive),
    // SPEC §6: swaps are a remote feature, on EVM networks (the cloud answers which ones have a DEX)
    canSwap: Boolean(state.features.swaps) && state.activeNetwork.chainNamespace === 'eip155' && latch.hasDataService,
    // buying is a remote feature too; the cloud's providers sell EVM assets
    canBuy: Boolean(state.features.onramp) && state.activeNetwork.chainNamespace === 'eip155' && latch.hasDataService,
    // a string, so the selector's one-level comparison sees an equal order as unchanged
    order: (Array.isArray(state.features.featuresOrder)
      ? state.features.featuresOrder
      : DEFAULT_FEATURES.featuresOrder
    ).join(','),
  }))
  const [disconnecting, setDisconnecting] = useState(false)

  useEffect(() => {
    // the registered name, where identity applies; none without a cloudUrl
    if (address) void latch.loadIdentity()
  }, [latch, address, network.caipNetworkId])

  useEffect(() => {
    void latch.fetchBalance()
    // the views one step away load while the visitor reads this one
    for (const view of ['Send', 'Receive', 'Networks'] as const) void loadView(view)
  }, [latch, loadView])

  if (!address) return null
  const disconnect = async () => {
    setDisconnecting(true)
    // core shows the 'Failed to disconnect' toast itself
    await latch.disconnect().catch(() => setDisconnecting(false))
  }

  return (
    <div className="center">
      <span className="avatar-wrap">
        <Avatar address={address} src={identityAvatar} />
        {wallet?.icon && (
          <span className="avatar-badge">
            <WalletIcon name={wallet.name} src={wallet.icon} />
          </span>
        )}
      </span>
      <div className="stack" style={{ justifyItems: 'center', gap: 4 }}>
        {identityName && <span className="big identity-name">{identityName}</span>}
        <span style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
          <span className="big mono">{truncateAddress(address)}</span>
          <button
            type="button"
            className="icon-button"
            aria-label={t('copyAddress')}
            onClick={(event) => void copyAddress(latch, address, event.currentTarget, t)}
          >
            <CopyIcon />
          </button>
        </span>
        {authName && <span className="muted auth-name">{authName}</span>}
        {!authName && smartWallet && wallet?.name && (
          <span className="badge wallet-name">{t('account.smartWallet', { name: wallet.name })}</span>
        )}
        <span className="muted">{balance ? balanceText(tr, balance) : '—'}</span>
      </div>
      {health && (
        <p className="error small" role="status">
          {t(`account.status.${health}`)}
        </p>
      )}
      <button
        type="button"
        className="secondary network-chip"
        aria-label={t('network', { name: network.name })}
        onClick={() => latch.navigate('Networks')}
      >
        <WalletIcon name={network.name} src={latch.networkImage(network)} />
        {network.name}
      </button>
      {(canSend || canReceive || canSwap || canBuy) && (
        <div className="actions">
          {/* SPEC §6 R-6.22: in the features' order (onramp, swaps, receive, send by default) */}
          {order.split(',').map((feature) => {
            if (feature === 'onramp' && canBuy) {
              return (
                <button
                  key={feature}
                  type="button"
                  className="primary"
                  onPointerEnter={() => void loadView('OnRamp')}
                  onFocus={() => void loadView('OnRamp')}
                  onClick={() => latch.navigate('OnRamp')}
                >
                  {t('onramp.open')}
                </button>
              )
            }
            if (feature === 'swaps' && canSwap) {
              return (
                <button
                  key={feature}
                  type="button"
                  className="primary"
                  onPointerEnter={() => void loadView('Swap')}
                  onFocus={() => void loadView('Swap')}
                  onClick={() => latch.navigate('Swap')}
                >
                  {t('swap.open')}
                </button>
              )
            }
            if (feature === 'receive' && canReceive) {
              return (
                <button key={feature} type="button" className="primary" onClick={() => latch.navigate('Receive')}>
                  {t('receive')}
                </button>
              )
            }
            if (feature === 'send' && canSend) {
              return (
                <button key={feature} type="button" className="primary" onClick={() => latch.navigate('Send')}>
                  {t('send')}
                </button>
              )
            }
            return null
          })}
        </div>
      )}
      {canUpdateEmail && (
        <button
          type="button"
          className="secondary"
          style={{ width: '100%' }}
          onPointerEnter={() => void loadView('UpdateEmailWallet')}
          onFocus={() => void loadView('UpdateEmailWallet')}
          onClick={() => latch.navigate('UpdateEmailWallet')}
        >
          {t('updateEmail')}
        </button>
      )}
      {authName && <EmbeddedWalletActions onSignedOut={() => setDisconnecting(true)} />}
      {!identityName && latch.hasDataService && network.chainNamespace === 'eip155' && (
        <button
          type="button"
          className="secondary"
          style={{ width: '100%' }}
          onClick={() => latch.navigate('RegisterAccountName')}
        >
          {tr.t('registerName')}
        </button>
      )}
      <button type="button" className="secondary" style={{ width: '100%' }} onClick={latch.openProfileWallets}>
        {tr.t('profileWallets')}
      </button>
      {network.chainNamespace === 'eip155' && (
        <button
          type="button"
          className="secondary"
          style={{ width: '100%' }}
          onPointerEnter={() => void loadView('Approvals')}
          onFocus={() => void loadView('Approvals')}
          onClick={() => latch.navigate('Approvals')}
        >
          {t('approvals.open')}
        </button>
      )}
      <AccountTabs />
      <button
        type="button"
        className="secondary"
        style={{ width: '100%' }}
        disabled={disconnecting}
        onClick={disconnect}
      >
        {t('disconnect')}
      </button>
    </div>
  )
}
