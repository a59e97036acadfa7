// The wallet's reading of requests (what the person approves) and its answers that need no chain.
import { describe, expect, test } from 'vitest'
import { stringToHex, verifyMessage } from 'viem'
import { DEV_ACCOUNTS } from './accounts.ts'
import { describeRequest, executeRequest, requestedChain, WalletRequestError } from './requests.ts'

const account = DEV_ACCOUNTS[1]!

describe('describeRequest', () => {
  test('personal_sign shows the UTF-8 message as text, markup untouched (R-7.59)', () => {
    const details = describeRequest({
      method: 'personal_sign',
      params: [stringToHex('Hi <img src=x>'), account.address],
      chainId: 'eip155:31337',
    })
    expect(details).toEqual({
      title: 'Signature request',
      fields: [
        ['Message', 'Hi <img src=x>'],
        ['Account', account.address],
        ['Network', 'Latch Devnet'],
      ],
    })
  })

  test('personal_sign of binary data shows the hex', () => {
    expect(
      describeRequest({ method: 'personal_sign', params: ['0x00ff', account.address], chainId: 'eip155:31337' })
        .fields[0],
    ).toEqual(['Message', '0x00ff'])
  })

  test('eth_sendTransaction shows receiver, value in wei and network', () => {
    const details = describeRequest({
      method: 'eth_sendTransaction',
      params: [{ from: account.address, to: DEV_ACCOUNTS[2]!.address, value: '0xde0b6b3a7640000' }],
      chainId: 'eip155:31338',
    })
    expect(details.title).toBe('Transaction request')
    expect(details.fields).toContainEqual(['Value (wei)', '1000000000000000000'])
    expect(details.fields).toContainEqual(['Network', 'Latch Devnet 31338'])
  })

  test('wallet_switchEthereumChain names the target network (R-7.57)', () => {
    expect(
      describeRequest({
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: '0x7a6a' }],
        chainId: 'eip155:31337',
      }),
    ).toEqual({
      title: 'Switch network request',
      fields: [
        ['Network', 'Latch Devnet 31338'],
        ['Chain', 'eip155:31338'],
      ],
    })
  })
})

describe('executeRequest', () => {
  test('personal_sign signs the raw bytes with the account key (R-7.59)', async () => {
    const message = 'Hello from the Latch demo'
    const signature = await executeRequest(
      { method: 'personal_sign', params: [stringToHex(message), account.address], chainId: 'eip155:31337' },
      account,
    )
    expect(await verifyMessage({ address: account.address, message, signature: signature as `0x${string}` })).toBe(true)
  })

  test('switching to a devnet chain is accepted; an unknown chain answers 4902 so the dApp adds it (R-7.58)', async () => {
    expect(
      await executeRequest(
        { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a69' }], chainId: 'eip155:31338' },
        account,
      ),
    ).toBeNull()
    await expect(
      executeRequest(
        { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }], chainId: 'eip155:31337' },
        account,
      ),
    ).rejects.toMatchObject({
      code: 4902,
    })
  })

  test('an unsupported method is refused with 4200', async () => {
    await expect(
      executeRequest({ method: 'eth_sign', params: [], chainId: 'eip155:31337' }, account),
    ).rejects.toBeInstanceOf(WalletRequestError)
    await expect(
      executeRequest({ method: 'eth_sign', params: [], chainId: 'eip155:31337' }, account),
    ).rejects.toMatchObject({ code: 4200 })
  })

  test('requestedChain reads hex and decimal chain ids', () => {
    expect(requestedChain([{ chainId: '0x7a69' }])).toBe('eip155:31337')
    expect(requestedChain([{ chainId: 31338 }])).toBe('eip155:31338')
  })
})
