// @vitest-environment happy-dom
// The operator's block list on the card: a blocked dApp origin or address raises its warning, which needs the second,
// deliberate step; what became of each warning is reported for the operator's counts.
import { encodeFunctionData, erc20Abi, maxUint256 } from 'viem'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createApprovalCard } from './approval.ts'
import { BLOCK_LIST_TTL_MS, createBlockListSource } from './blockList.ts'
import { createCardHost } from './cards.ts'
import { withIntent } from './intentCard.ts'
import { ARM_MS } from './visibility.ts'
import type { WarningOutcome } from './warningReports.ts'

const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const DRAINER = '0x00000000000000000000000000000000DeaDBeef'
const BLOCK_LIST = { addresses: [DRAINER.toLowerCase()], domains: ['drainer.example'] }
const button = (name: string) => [...document.querySelectorAll('button')].find((b) => b.textContent === name)
afterEach(() => {
  document.body.replaceChildren()
  vi.useRealTimers()
})

describe('the block list on the card', () => {
  it('R-6.6 a page on a blocked domain (or its subdomain) raises blockedOrigin, even for a plain message', async () => {
    const request = await withIntent(
      { kind: 'signature', details: [] },
      { rpcUrl: undefined, chainId: 1, message: 'hello', blockList: BLOCK_LIST, origin: 'https://app.drainer.example' },
    )
    expect(request.warnings).toEqual(['https://app.drainer.example is on the block list.'])
    expect(request.warningCodes).toEqual(['blockedOrigin'])
    const allowed = await withIntent(
      { kind: 'signature', details: [] },
      { rpcUrl: undefined, chainId: 1, message: 'hello', blockList: BLOCK_LIST, origin: 'https://drainer.example.org' },
    )
    expect(allowed.warnings).toBeUndefined()
  })

  it('R-6.6 a blocked spender (any case) or a blocked contract called with undecoded data raises blockedAddress', async () => {
    const approve = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [DRAINER, 5n] })
    const request = await withIntent(
      { kind: 'transaction', details: [] },
      { rpcUrl: undefined, chainId: 1, calls: [{ to: TOKEN, data: approve }], blockList: BLOCK_LIST },
    )
    expect(request.warnings).toEqual([`${DRAINER} is on the block list.`])
    const plain = await withIntent(
      { kind: 'transaction', details: [] },
      { rpcUrl: undefined, chainId: 1, calls: [{ to: DRAINER, data: '0x12345678' }], blockList: BLOCK_LIST },
    )
    expect(plain.warningCodes).toEqual(['blockedAddress'])
    // the block list comes first, the other warnings follow
    const unlimited = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [DRAINER, maxUint256] })
    const both = await withIntent(
      { kind: 'transaction', details: [] },
      { rpcUrl: undefined, chainId: 1, calls: [{ to: TOKEN, data: unlimited }], blockList: BLOCK_LIST },
    )
    expect(both.warningCodes).toEqual(['blockedAddress', 'unlimitedApproval'])
  })

  it('without a list (never read) nothing is blocked', async () => {
    const request = await withIntent(
      { kind: 'transaction', details: [] },
      {
        rpcUrl: undefined,
        chainId: 1,
        calls: [{ to: DRAINER, data: '0x12345678' }],
        origin: 'https://drainer.example',
      },
    )
    expect(request.warnings).toBeUndefined()
  })

  it('R-2.17 the warning needs the second step; shown, then passed on approve or heeded on reject, once per code', async () => {
    const reports: Array<[readonly string[], WarningOutcome]> = []
    const card = createApprovalCard(createCardHost(document), {
      window,
      onWarnings: (codes, outcome) => reports.push([codes, outcome]),
    })
    const request = await withIntent(
      { kind: 'transaction', details: [] },
      {
        rpcUrl: undefined,
        chainId: 1,
        calls: [{ to: DRAINER }],
        blockList: BLOCK_LIST,
        origin: 'https://drainer.example',
      },
    )
    const rejected = card.request(request, 'https://drainer.example')
    expect(reports).toEqual([[['blockedOrigin', 'blockedAddress'], 'shown']])
    button('Reject')!.click()
    await expect(rejected).rejects.toThrow()
    expect(reports[1]).toEqual([['blockedOrigin', 'blockedAddress'], 'heeded'])

    vi.useFakeTimers()
    const approved = card.request(request, 'https://drainer.example')
    await vi.advanceTimersByTimeAsync(ARM_MS)
    // Approve does nothing until the person ticks that they understand
    expect(button('Approve')!.getAttribute('aria-disabled')).toBe('true')
    document.querySelector<HTMLInputElement>('#latch-approval-understood')!.click()
    button('Approve')!.click()
    await vi.advanceTimersByTimeAsync(ARM_MS)
    button('Confirm')!.click()
    await expect(approved).resolves.toBeUndefined()
    vi.useRealTimers()
    expect(reports.slice(2)).toEqual([
      [['blockedOrigin', 'blockedAddress'], 'shown'],
      [['blockedOrigin', 'blockedAddress'], 'passed'],
    ])
    // an abort by the page is no answer of the person's
    const aborted = card.request(request, 'https://drainer.example')
    card.abort()
    await expect(aborted).rejects.toThrow()
    expect(reports.slice(4)).toEqual([[['blockedOrigin', 'blockedAddress'], 'shown']])
  })
})

describe('reading the block list from the cloud', () => {
  // a stand-in for the cloud's GET /appkit/v1/block-list (the route itself is tested against the real cloud)
  const cloud = (answers: Array<() => Response>) => {
    const urls: string[] = []
    const fetch = (async (url: URL) => {
      urls.push(url.href)
      return answers.shift()!()
    }) as typeof globalThis.fetch
    return { fetch, urls }
  }

  it('reads once a minute and keeps the last list read when a read fails', async () => {
    let now = 0
    const { fetch, urls } = cloud([
      () => Response.json(BLOCK_LIST),
      () => new Response('{}', { status: 503 }),
      () => {
        throw new TypeError('offline')
      },
    ])
    const source = createBlockListSource({ cloudUrl: 'https://cloud.example', projectId: 'p1', fetch, now: () => now })
    expect(await source.get()).toEqual(BLOCK_LIST)
    expect(await source.get()).toEqual(BLOCK_LIST)
    expect(urls).toEqual(['https://cloud.example/appkit/v1/block-list?projectId=p1&st=latch-frame'])
    now += BLOCK_LIST_TTL_MS
    expect(await source.get()).toEqual(BLOCK_LIST)
    now += BLOCK_LIST_TTL_MS
    expect(await source.get()).toEqual(BLOCK_LIST)
    expect(urls).toHaveLength(3)
  })

  it('an answer that is not the list is no list', async () => {
    const { fetch } = cloud([() => Response.json({ addresses: ['<script>'], domains: [] })])
    const source = createBlockListSource({ cloudUrl: 'https://cloud.example', projectId: 'p1', fetch })
    expect(await source.get()).toBeUndefined()
  })
})
