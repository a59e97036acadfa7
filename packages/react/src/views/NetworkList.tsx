// The configured networks as buttons, the active one aria-current; switching errors are shown inline.
import type { Network } from '@latch/core'
import { useId, useState } from '../reactBindings.ts'
import { useLatchInstance } from '../context.ts'
import { useTranslator } from '../i18n/localeChunks.ts'
import { WalletIcon } from './WalletIcon.tsx'
import { useLatchSelector } from '../useLatchSelector.ts'

export function NetworkList({ onSwitched }: { onSwitched?: () => void }) {
  const latch = useLatchInstance()
  const { t } = useTranslator()
  const tagId = useId()
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
      setError(t('networkSwitchFailed'))
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
              {/* the tag sits beside the button and describes it: the button is named by the network alone */}
              <div className="row-wrap">
                <button
                  type="button"
                  className={network.testnet ? 'row tagged' : 'row'}
                  aria-current={active ? 'true' : undefined}
                  aria-busy={pending === network.caipNetworkId || undefined}
                  aria-describedby={network.testnet ? `${tagId}-${network.caipNetworkId}` : undefined}
                  disabled={pending !== undefined}
                  onClick={() => void choose(network)}
                >
                  <WalletIcon name={network.name} src={latch.networkImage(network)} />
                  <span className="name">{network.name}</span>
                </button>
                {network.testnet && (
                  <span className="tag" id={`${tagId}-${network.caipNetworkId}`}>
                    {t('tag.testnet')}
                  </span>
                )}
              </div>
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
