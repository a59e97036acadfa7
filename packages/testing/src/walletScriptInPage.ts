// How a mock wallet answers a request, scripted by a test, shared by the EVM, Solana and Bitcoin wallets: per method
// (or Wallet Standard feature), in order, each script used once. The user rejects (4001), the wallet fails with its own
// code, or it keeps the request waiting (an app left in the background, a user who does not look) until released.
// Self-contained: the installers pass it to pages as source text, beside the wallet that uses it.

/**
 * A mock wallet's next answer to a request: `'reject'` (the user rejects, 4001), `'hang'` (no answer until the test
 * releases it, then the usual one), or `{ code, message }` (the wallet fails with that error).
 */
export type WalletAnswer = 'reject' | 'hang' | { code: number; message: string }

/** One wallet's scripted answers, in the page. */
export interface WalletScript {
  /** the next request of `method` gets `answer` */
  script(method: string, answer: WalletAnswer): void
  /** every held request goes on */
  release(): void
  /**
   * called before the wallet answers `method`: throws the scripted error, waits while held, or resolves at once; a
   * rejection carries `rejectionCode` (EIP-1193's 4001 by default; sats-connect's USER_REJECTION is -32000)
   */
  answer(method: string, rejectionCode?: number): Promise<void>
}

/** A fresh scripted-answer state for one wallet. Runs in the page (or in Node): imports nothing. */
export function walletScriptInPage(): WalletScript {
  const scripts: { method: string; answer: WalletAnswer }[] = []
  const held: (() => void)[] = []
  return {
    script(method, answer) {
      scripts.push({ method, answer })
    },
    release() {
      for (const resolve of held.splice(0)) resolve()
    },
    async answer(method, rejectionCode = 4001) {
      const index = scripts.findIndex((entry) => entry.method === method)
      if (index < 0) return
      const { answer } = scripts.splice(index, 1)[0]!
      if (answer === 'hang') return new Promise<void>((resolve) => held.push(resolve))
      const [code, message] =
        answer === 'reject' ? [rejectionCode, 'User rejected the request.'] : [answer.code, answer.message]
      throw Object.assign(new Error(message), { code })
    },
  }
}
