// A node without eth_simulateV1: the card's outcome comes from a trace of the call (debug_traceCall) on the same real
// anvil, and equals what eth_simulateV1 says there. The node without the method is a stand-in: a proxy in front of
// anvil that answers eth_simulateV1 as such nodes do (-32601), every other method passed through.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { DEV_ACCOUNTS, DEX, startDevnet, TEST_TOKEN_ADDRESS } from '@latch/devnet'
import { encodeFunctionData, parseAbi, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { outcomeLines, simulate } from '../src/frame/simulation.ts'
import { freePort } from '../../../tooling/devnet/src/ports.mjs'

let devnet: Awaited<ReturnType<typeof startDevnet>>
let proxy: Server
let rpcUrl: string
let withoutSimulate: string
const account = DEV_ACCOUNTS[6]!.address
const swapAbi = parseAbi([
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)',
])
const swap = {
  to: DEX.router,
  data: encodeFunctionData({
    abi: swapAbi,
    functionName: 'swapExactETHForTokens',
    args: [0n, [DEX.weth, TEST_TOKEN_ADDRESS], account, 2n ** 40n],
  }),
  value: parseEther('0.1'),
}

beforeAll(async () => {
  devnet = await startDevnet({ chains: [{ chainId: 31337, port: await freePort() }] })
  rpcUrl = devnet.chains[0]!.rpcUrl
  proxy = createServer(async (request, response) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const body = JSON.parse(Buffer.concat(chunks).toString()) as { id: number; method: string }
    response.setHeader('content-type', 'application/json')
    if (body.method === 'eth_simulateV1')
      return response.end(
        JSON.stringify({
          jsonrpc: '2.0',
          id: body.id,
          error: { code: -32601, message: 'the method eth_simulateV1 does not exist/is not available' },
        }),
      )
    const answer = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: Buffer.concat(chunks),
    })
    response.end(await answer.text())
  })
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
  withoutSimulate = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`
}, 60_000)
afterAll(async () => {
  proxy?.close()
  await devnet?.stop()
})

describe('a node without eth_simulateV1', () => {
  it('a swap of 0.1 ETH for LTT: the traced outcome is the one eth_simulateV1 gives on the same chain', async () => {
    const simulated = await outcomeLines(rpcUrl, await simulate(rpcUrl, account, [swap]))
    const traced = await outcomeLines(withoutSimulate, await simulate(withoutSimulate, account, [swap]))
    expect(simulated[0]).toBe('−0.1 ETH')
    expect(simulated[1]).toMatch(/^\+\d+(\.\d+)? LTT$/)
    expect(traced).toEqual(simulated)
  })

  it('a call that would revert is said to fail, with the reason', async () => {
    // more LTT than the account holds
    const transfer = {
      to: TEST_TOKEN_ADDRESS,
      data: encodeFunctionData({
        abi: parseAbi(['function transfer(address to, uint256 amount)']),
        functionName: 'transfer',
        args: [DEV_ACCOUNTS[7]!.address, 2n ** 200n],
      }),
    }
    const [line] = await outcomeLines(withoutSimulate, await simulate(withoutSimulate, account, [transfer]))
    expect(line).toMatch(/^The transaction would fail: ./)
  })

  it('a batch cannot be traced call by call: "Could not simulate" with the node\'s reason, never silence', async () => {
    const simulation = await simulate(withoutSimulate, account, [swap, swap])
    expect(await outcomeLines(withoutSimulate, simulation)).toEqual([
      'Could not simulate: The method "eth_simulateV1" does not exist / is not available; a batch cannot be traced call by call',
    ])
  })
})
