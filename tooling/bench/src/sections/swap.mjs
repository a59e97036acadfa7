// Section "swap": the quote a Swap view asks for while the visitor types (GET /v1/convert/quotes: the factory's pair,
// its reserves and the router's getAmountsOut read live from anvil), under the same load as the cloud section and
// beside the same node:http reference answering the same bytes.
import { parseUnits } from 'viem'
import { DEX, TEST_TOKEN_ADDRESS } from '../../../devnet/src/devnet.mjs'
import { measureSwapQuote } from '../browser/measure-swap-quote.mjs'
import { cloudLoadSection, PROJECT, SDK } from './cloud.mjs'

const NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const LTT = `eip155:31337:${TEST_TOKEN_ADDRESS.toLowerCase()}`
const ETH = `eip155:31337:${NATIVE}`
const LST = `eip155:31337:${DEX.swapToken.toLowerCase()}`
const amount = parseUnits('25', 18).toString()

export const swapSection = cloudLoadSection({
  id: 'swap',
  title: 'Swap quotes: GET /v1/convert/quotes under load, 32 keep-alive connections (loopback; devnet Uniswap V2)',
  pathsNote: `quotes: 25 LTT → ETH (one pool) and 25 LTT → LST (two pools through WETH) in turn, each the factory's getPair, the pools' reserves and the router's getAmountsOut read live from anvil; every path carries projectId=${PROJECT}&${SDK}`,
  endpoints: [
    {
      id: 'swapQuote',
      label: 'GET /v1/convert/quotes',
      // one hop (LTT → ETH) and two hops through WETH (LTT → LST), in turn
      paths: [
        `/v1/convert/quotes?projectId=${PROJECT}&${SDK}&from=${LTT}&to=${ETH}&amount=${amount}`,
        `/v1/convert/quotes?projectId=${PROJECT}&${SDK}&from=${LTT}&to=${LST}&amount=${amount}`,
      ],
      // like the balance: every answer reads the chain (4–6 eth_calls), so the reference is far ahead
      budgets: { ratio: 10, p99Ratio: 10 },
      p50: true,
      before: '— (new)',
      check(body) {
        if (!(BigInt(body.quotes?.[0]?.toAmount ?? 0) > 0n))
          throw new Error(`unexpected quote answer: ${JSON.stringify(body).slice(0, 200)}`)
      },
    },
  ],
  // amount typed → quote shown in Chromium, against the same cloud once the load is over
  async afterLoad({ cloudUrl, rpcUrls, workDir, runs, log, subject }) {
    const samples = await measureSwapQuote({ cloudUrl, rpcUrls, workDir, samples: Math.max(runs, 5), log })
    log(`amount typed → quote shown: ${samples.map((ms) => ms.toFixed(0)).join(', ')} ms`)
    return [
      {
        id: 'typedToQuote',
        label: 'Swap view: amount typed → quote shown (includes the 200 ms typing pause)',
        unit: 'ms',
        digits: 0,
        samples: { [subject]: samples },
        reference: '— (new)',
        budget: { subject, max: 400 },
      },
    ]
  },
})
