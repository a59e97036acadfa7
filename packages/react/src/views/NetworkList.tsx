// The configured networks as buttons, the active one aria-current; switching errors are shown inline.
import type { Network } from '@latch/core'
import { useState } from 'react'
import { useLatchInstance } from '../context.ts'
import { UI } from '../texts.ts'
import { useLatchSelector } from '../useLatchSelector.ts'

export function NetworkList({ onSwitched }: { onSwitched?: () => void }) {
  const latch = useLatchInstance()
  const { networks, activeId, unsupported } = useLatchSelector((state) => ({
    networks: state.networks,
    activeId: state.activeNetwork.caipNetworkId,
    unsupported: state.unsupportedNetwork,
  }))
  const [pending, setPending] = useState<string>()
  const [error, setError] = useState<string>()

  const choose = async (network: Network) => {
    setError(undefined)
    setPending(network.caipNetworkId)
    try {
      await latch.switchNetwork(network)
      // a network of another namespace may need a wallet first: SwitchActiveChain is open then, and stays
      if (latch.getState().activeNetwork.caipNetworkId === network.caipNetworkId) onSwitched?.()
    } catch {
      setError(UI.networkSwitchFailed)
    } finally {
      setPending(undefined)
    }
  }

  return (
    <div className="stack">
      <ul className="list">
        {networks.map((network) => {
          const active = !unsupported && network.caipNetworkId === activeId
          return (
            <li key={network.caipNetworkId}>
              <button
                type="button"
                className="row"
                aria-label={network.name}
                aria-current={active ? 'true' : undefined}
                aria-busy={pending === network.caipNetworkId || undefined}
                disabled={pending !== undefined}
                onClick={() => void choose(network)}
              >
                <span className="wallet-icon placeholder" aria-hidden="true">
                  {network.name.slice(0, 1)}
                </span>
                <span className="name">{network.name}</span>
                {network.testnet && <span className="tag">Testnet</span>}
              </button>
            </li>
          )
        })}
      </ul>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
