// The SANDBOX onramp checkout: a STAND-IN for a real provider's hosted page (no card network is reachable here). It
// opens only for a URL the cloud signed (tampered or expired: refused), takes the test card 4242 4242 4242 4242
// (any other is declined with a clear text), and on "Pay" sends the bought amount of devnet ETH or the ERC-20 from
// a dev account (the sandbox's treasury) to the buyer, then tells the cloud with a signed callback (what real
// providers do with webhooks: the cloud learns at once and needs no polling; it checks the payment on chain itself).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { type Address, createPublicClient, createWalletClient, erc20Abi, type Hash, http } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { CALLBACK_SIGNATURE_HEADER, hmac, verifiedUrlParams } from '../../../apps/cloud/src/onramp/signing.ts'

/** the only card the sandbox takes */
export const SANDBOX_TEST_CARD = '4242424242424242'
/** dev account 9 pays the purchases (10000 ETH and 10000 LTT on each devnet chain; no other part of the devnet uses it) */
export const SANDBOX_TREASURY = mnemonicToAccount('test test test test test test test test test test test junk', {
  addressIndex: 9,
})

export const CHECKOUT_TEXTS = {
  title: 'Sandbox checkout',
  standIn: 'A stand-in for a card provider: no real money moves. Use the test card 4242 4242 4242 4242.',
  declined: 'Card declined: the sandbox takes only the test card 4242 4242 4242 4242.',
  invalid: 'This checkout link is invalid or has expired. Start the purchase again from the wallet.',
  paid: 'Payment complete. The funds are on their way to your wallet; you can close this window.',
  alreadyPaid: 'This purchase is already paid.',
  failed: 'The payment could not be sent. Try again.',
} as const

export interface OnrampStandinOptions {
  port?: number
  /** signs with the cloud: the same secret is in the cloud's provider config */
  secret: string
  providerId?: string
  /** the cloud's base URL; the callback goes to <cloudUrl>/v1/onramp/callback/<providerId> */
  cloudUrl: string
  /** RPC URL by chain id (the devnet chains) */
  rpcUrls: Record<number, string>
}

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

function page(body: string, status = 200) {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${CHECKOUT_TEXTS.title}</title>
<style>body{font:16px system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a;background:#fff}label{display:block;margin:1rem 0 .25rem}input{font:inherit;padding:.5rem;width:100%;box-sizing:border-box}button{font:inherit;margin-top:1rem;padding:.6rem 1.2rem;background:#1f4ed8;color:#fff;border:0;border-radius:6px}[role=alert]{color:#a4161a}code{word-break:break-all}</style></head>
<body><main><h1>${CHECKOUT_TEXTS.title}</h1>${body}</main></body></html>`
  return { status, html }
}

export function startOnrampStandin(options: OnrampStandinOptions) {
  const providerId = options.providerId ?? 'sandbox'
  const account = SANDBOX_TREASURY
  const paid = new Map<string, Hash>()
  // one payment at a time: the treasury's nonces stay in order
  let queue: Promise<unknown> = Promise.resolve()

  const checkoutForm = (params: Record<string, string>, query: string, error?: string) =>
    page(
      `<p>${escape(CHECKOUT_TEXTS.standIn)}</p>
<p>You pay <strong>${escape(params.paymentTotal!)} ${escape(params.paymentCurrency!)}</strong> (fee ${escape(params.fee!)} ${escape(params.paymentCurrency!)} included) for <strong>${escape(params.purchaseAmount!)} ${escape(params.symbol!)}</strong>, sent to <code>${escape(params.address!)}</code>.</p>
${error ? `<p role="alert">${escape(error)}</p>` : ''}
<form method="post" action="/checkout/pay"><input type="hidden" name="query" value="${escape(query)}">
<label for="card">Card number</label><input id="card" name="card" inputmode="numeric" autocomplete="off" required>
<button type="submit">Pay</button></form>`,
      error ? 402 : 200,
    )

  async function deliver(params: Record<string, string>): Promise<Hash> {
    const match = /^eip155:(\d+)\/(slip44:60|erc20:(0x[0-9a-fA-F]{40}))$/.exec(params.asset ?? '')
    const rpcUrl = match ? options.rpcUrls[Number(match[1])] : undefined
    if (!match || !rpcUrl) throw new Error(`the sandbox does not deliver ${params.asset}`)
    const transport = http(rpcUrl)
    const wallet = createWalletClient({ account, transport })
    const client = createPublicClient({ transport })
    const to = params.address as Address
    const amount = BigInt(params.amount!)
    const hash = match[3]
      ? await wallet.writeContract({
          account,
          chain: null,
          address: match[3] as Address,
          abi: erc20Abi,
          functionName: 'transfer',
          args: [to, amount],
        })
      : await wallet.sendTransaction({ account, chain: null, to, value: amount })
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 100 })
    if (receipt.status !== 'success') throw new Error(`payment ${hash} reverted`)
    return hash
  }

  async function notifyCloud(purchaseId: string, transactionHash: Hash) {
    const body = JSON.stringify({ purchaseId, status: 'completed', transactionHash })
    const response = await fetch(`${options.cloudUrl}/v1/onramp/callback/${providerId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [CALLBACK_SIGNATURE_HEADER]: hmac(options.secret, body) },
      body,
    })
    if (!response.ok) throw new Error(`the cloud refused the callback: ${response.status} ${await response.text()}`)
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://checkout')
    const send = ({ status, html }: { status: number; html: string }) =>
      response
        .writeHead(status, {
          'content-type': 'text/html; charset=utf-8',
          'content-security-policy':
            "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
          'cache-control': 'no-store',
        })
        .end(html)
    if (request.method === 'GET' && url.pathname === '/checkout') {
      const params = verifiedUrlParams(url, options.secret, Date.now())
      if (!params || params.provider !== providerId)
        return send(page(`<p role="alert">${escape(CHECKOUT_TEXTS.invalid)}</p>`, 403))
      if (paid.has(params.purchaseId!)) return send(page(`<p role="status">${escape(CHECKOUT_TEXTS.alreadyPaid)}</p>`))
      return send(checkoutForm(params, url.search.slice(1)))
    }
    if (request.method === 'POST' && url.pathname === '/checkout/pay') {
      let text = ''
      for await (const chunk of request) {
        text += chunk
        if (text.length > 10_000) return send(page(`<p role="alert">${escape(CHECKOUT_TEXTS.invalid)}</p>`, 413))
      }
      const form = new URLSearchParams(text)
      const query = form.get('query') ?? ''
      const params = verifiedUrlParams(new URL(`http://checkout/checkout?${query}`), options.secret, Date.now())
      if (!params || params.provider !== providerId)
        return send(page(`<p role="alert">${escape(CHECKOUT_TEXTS.invalid)}</p>`, 403))
      if ((form.get('card') ?? '').replace(/[\s-]/g, '') !== SANDBOX_TEST_CARD)
        return send(checkoutForm(params, query, CHECKOUT_TEXTS.declined))
      const purchaseId = params.purchaseId!
      if (paid.has(purchaseId)) return send(page(`<p role="status">${escape(CHECKOUT_TEXTS.alreadyPaid)}</p>`))
      const payment = queue.then(async () => {
        if (paid.has(purchaseId)) return paid.get(purchaseId)!
        const hash = await deliver(params)
        paid.set(purchaseId, hash)
        await notifyCloud(purchaseId, hash)
        return hash
      })
      queue = payment.catch(() => undefined)
      try {
        const hash = await payment
        return send(
          page(`<p role="status">${escape(CHECKOUT_TEXTS.paid)}</p><p>Transaction <code>${escape(hash)}</code></p>`),
        )
      } catch (error) {
        console.error('[onramp sandbox]', error)
        return send(checkoutForm(params, query, CHECKOUT_TEXTS.failed))
      }
    }
    send(page('<p>Not found</p>', 404))
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      console.error('[onramp sandbox]', error)
      if (!response.headersSent) response.writeHead(500).end()
    })
  })
  return new Promise<{ url: string; checkoutUrl: string; port: number; close(): Promise<void> }>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      const url = `http://127.0.0.1:${port}`
      resolve({
        url,
        checkoutUrl: `${url}/checkout`,
        port,
        close: () => new Promise((done) => server.close(() => done())),
      })
    })
  })
}

/** the cloud's provider entry for this stand-in */
export const sandboxProviderConfig = (checkoutUrl: string, secret: string) => ({
  type: 'sandbox' as const,
  id: 'sandbox',
  name: 'Sandbox card (stand-in)',
  checkoutUrl,
  secret,
  feePercent: 1.5,
})
