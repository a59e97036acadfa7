// Account view: address with copy, floored native balance, network, Send/Receive, Disconnect, asset tabs;
// for the embedded wallet also its display name and, for email logins, Update email.
import { formatBalance, truncateAddress } from '@latch/core'
import { useEffect, useState } from 'react'
import { useChunks } from '../chunks.ts'
import { useLatchInstance } from '../context.ts'
import { authAccount } from '../embedded/authName.ts'
import { UI } from '../texts.ts'
import { useLatchSelector } from '../useLatchSelector.ts'
import { AccountTabs } from './AccountTabs.tsx'
import { EmbeddedWalletActions } from './EmbeddedWalletActions.tsx'
import { copyAddress } from './copyAddress.ts'
import { CopyIcon } from './CopyIcon.tsx'
import { WalletIcon } from './WalletIcon.tsx'

export default function Account() {
  const latch = useLatchInstance()
  const { loadView } = useChunks()
  const { address, balance, network, wallet, identityName, authName, canUpdateEmail } = useLatchSelector((state) => ({
    address: state.accounts[state.activeNamespace]?.address,
    // a name belongs to the address and network it was looked up for
    identityName:
      state.cloud.scope?.address === state.accounts[state.activeNamespace]?.address &&
      state.cloud.scope?.chainId === state.activeNetwork.caipNetworkId
        ? state.cloud.identity?.name
        : undefined,
    balance: state.balance,
    network: state.activeNetwork,
    wallet: state.connectedWalletInfo,
    // flattened: the selector's result is compared one level deep
    authName: authAccount(state)?.name,
    canUpdateEmail: authAccount(state)?.canUpdateEmail ?? false,
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
      <WalletIcon name={wallet?.name ?? address.slice(2)} src={wallet?.icon} large />
      <div className="stack" style={{ justifyItems: 'center', gap: 4 }}>
        {identityName && <span className="big identity-name">{identityName}</span>}
        <span style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
          <span className="big mono">{truncateAddress(address)}</span>
          <button
            type="button"
            className="icon-button"
            aria-label={UI.copyAddress}
            onClick={(event) => void copyAddress(latch, address, event.currentTarget)}
          >
            <CopyIcon />
          </button>
        </span>
        {authName && <span className="muted auth-name">{authName}</span>}
        <span className="muted">{balance ? formatBalance(balance.value, balance.decimals, balance.symbol) : '—'}</span>
      </div>
      <button type="button" className="secondary" aria-label={UI.network(network.name)} onClick={() => latch.navigate('Networks')}>
        {network.name}
      </button>
      <div className="actions">
        <button type="button" className="primary" onClick={() => latch.navigate('Send')}>
          {UI.send}
        </button>
        <button type="button" className="primary" onClick={() => latch.navigate('Receive')}>
          {UI.receive}
        </button>
      </div>
      {canUpdateEmail && (
        <button
          type="button"
          className="secondary"
          style={{ width: '100%' }}
          onPointerEnter={() => void loadView('UpdateEmailWallet')}
          onFocus={() => void loadView('UpdateEmailWallet')}
          onClick={() => latch.navigate('UpdateEmailWallet')}
        >
          {UI.updateEmail}
        </button>
      )}
      {authName && <EmbeddedWalletActions onSignedOut={() => setDisconnecting(true)} />}
      {!identityName && latch.hasDataService && network.chainNamespace === 'eip155' && (
        <button type="button" className="secondary" style={{ width: '100%' }} onClick={() => latch.navigate('RegisterAccountName')}>
          {UI.registerName}
        </button>
      )}
      <button type="button" className="secondary" style={{ width: '100%' }} onClick={latch.openProfileWallets}>
        {UI.profileWallets}
      </button>
      <AccountTabs />
      <button type="button" className="secondary" style={{ width: '100%' }} disabled={disconnecting} onClick={disconnect}>
        {UI.disconnect}
      </button>
    </div>
  )
}
