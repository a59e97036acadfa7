// Whether the connected browser wallet (an EIP-6963 extension or the legacy window.ethereum) still answers: an extension
// that is removed or hangs sends no event, so `eth_accounts` is asked within a bound when the page gets focus back and
// before each request that needs the wallet. Reports go to core as the adapter's `health` event, like the pairing
// connector's; the embedded, pairing and EXTERNAL connectors have their own and are never probed here.
import { type AdapterEmit, latchError } from '@latch/core'
import { waitAtMost } from '@latch/core/internal'
import { type Config, getConnection } from '@wagmi/core'

/** how long a browser wallet may take to answer `eth_accounts` before it counts as stale: an extension answers it from
 * memory in milliseconds, without a popup, so 3 s is slack for a busy page, not for a wallet that is gone */
export const BROWSER_PROBE_TIMEOUT_MS = 3_000

type Answer = 'answered' | 'noAccount' | 'noAnswer'

interface Eip1193 {
  request(args: { method: string }): Promise<unknown>
}

export interface BrowserProbeOptions {
  timeoutMs?: number
  /** where focus and visibility come from; the page's window by default, none outside a browser */
  window?: Pick<Window, 'addEventListener' | 'removeEventListener'> & { document?: { visibilityState?: string } }
}

/** the wallet's answer to `eth_accounts` within `timeoutMs`; a provider that is gone or throws is no answer. A wallet
 * that was busy may still answer after the bound: `onLateAnswer` hears it */
async function askAccounts(
  provider: Eip1193 | undefined,
  timeoutMs: number,
  onLateAnswer: (answer: Exclude<Answer, 'noAnswer'>) => void,
): Promise<Answer> {
  if (!provider) return 'noAnswer'
  const answered = provider.request({ method: 'eth_accounts' }).then(
    (accounts): Answer => (Array.isArray(accounts) && accounts.length > 0 ? 'answered' : 'noAccount'),
    (): Answer => 'noAnswer',
  )
  const late = (answer: Answer) => answer !== 'noAnswer' && onLateAnswer(answer)
  return (await waitAtMost(answered, timeoutMs, late)) ?? 'noAnswer'
}

/**
 * Probes the browser wallet wagmi is connected through (connector type `injected`), one probe at a time: no answer →
 * `stale` (`walletNoAnswer`); `[]` → disconnected as the wallet's own `accountsChanged([])` would; an answer after
 * a stale report, to a later probe or late to the same one → `connected` again, with no click.
 */
export function createBrowserProbe(config: Config, emit: AdapterEmit, options: BrowserProbeOptions = {}) {
  const timeoutMs = options.timeoutMs ?? BROWSER_PROBE_TIMEOUT_MS
  let inFlight: Promise<boolean> | undefined
  let staleReported = false

  function browserConnection() {
    const { connector, status } = getConnection(config)
    return status === 'connected' && connector?.type === 'injected' ? connector : undefined
  }

  /** true unless the connected browser wallet did not answer within the bound; true when none is connected */
  function check(): Promise<boolean> {
    const connector = browserConnection()
    if (!connector) return Promise.resolve(true)
    /** what the wallet's answer says, for the connection the probe was made on */
    const heard = (answer: Exclude<Answer, 'noAnswer'>) => {
      // a probe that outlived its connection says nothing about the one there now
      if (browserConnection()?.uid !== connector.uid) return
      if (answer === 'noAccount') void connector.onAccountsChanged([])
      else if (staleReported)
        emit('health', { status: 'connected', reason: 'walletAnswered', connectorId: connector.id })
      staleReported = false
    }
    inFlight ??= (connector.getProvider() as Promise<Eip1193 | undefined>)
      .catch(() => undefined)
      // an answer after the bound (the wallet was busy, not gone) is heard too: connected again with no focus
      .then((provider) => askAccounts(provider, timeoutMs, heard))
      .then((answer) => {
        if (browserConnection()?.uid !== connector.uid) return true
        if (answer === 'noAnswer') {
          staleReported = true
          emit('health', { status: 'stale', reason: 'walletNoAnswer', connectorId: connector.id })
          return false
        }
        heard(answer)
        return true
      })
      .finally(() => {
        inFlight = undefined
      })
    return inFlight
  }

  const win = options.window ?? (typeof window === 'undefined' ? undefined : window)
  const onFocus = () => {
    if (win?.document?.visibilityState !== 'hidden' && browserConnection()) void check()
  }
  win?.addEventListener('focus', onFocus)
  win?.addEventListener('visibilitychange', onFocus)

  return {
    check,
    /** before a request that needs the wallet (sign, send, switch): a wallet that does not answer the probe fails it
     * with `WalletNotResponding` instead of leaving it waiting; the request itself is never timed out */
    async beforeRequest(): Promise<void> {
      if (!(await check())) throw latchError('WalletNotResponding')
    },
    stop(): void {
      win?.removeEventListener('focus', onFocus)
      win?.removeEventListener('visibilitychange', onFocus)
    },
  }
}
