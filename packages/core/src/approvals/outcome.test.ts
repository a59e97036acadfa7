import { encodeAbiParameters, encodeEventTopics, erc20Abi, erc721Abi, parseAbi } from 'viem'
import { describe, expect, it } from 'vitest'
import { assetChanges, NATIVE_ADDRESS } from '@latch/core/internal/approvals'

const ME = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const NFT = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
const amount = (value: bigint) => encodeAbiParameters([{ type: 'uint256' }], [value])
const erc20 = (address: string, from: string, to: string, value: bigint) => ({
  address,
  topics: encodeEventTopics({
    abi: erc20Abi,
    eventName: 'Transfer',
    args: { from: from as never, to: to as never },
  }) as string[],
  data: amount(value),
})

describe('simulated asset changes of one account', () => {
  it('native transfers (ERC-7528 logs) and ERC-20 transfers become signed balance changes', () => {
    const changes = assetChanges(ME.toLowerCase(), [
      erc20(NATIVE_ADDRESS, ME, TOKEN, 100n),
      erc20(TOKEN, OTHER, ME, 50n),
      erc20(TOKEN, ME, OTHER, 20n),
      // a transfer between two others is not this account's change
      erc20(TOKEN, OTHER, TOKEN, 999n),
    ])
    expect(changes).toEqual({
      native: -100n,
      tokens: [{ token: TOKEN.toLowerCase(), change: 30n }],
      nftsIn: [],
      nftsOut: [],
    })
  })

  it('a token that comes back to where it was is left out', () => {
    expect(assetChanges(ME, [erc20(TOKEN, ME, OTHER, 5n), erc20(TOKEN, OTHER, ME, 5n)]).tokens).toEqual([])
  })

  it('ERC-721 and ERC-1155 transfers are NFTs in and out', () => {
    const nft = (from: string, to: string, id: bigint) => ({
      address: NFT,
      topics: encodeEventTopics({
        abi: erc721Abi,
        eventName: 'Transfer',
        args: { from: from as never, to: to as never, tokenId: id },
      }) as string[],
      data: '0x',
    })
    const single = {
      address: TOKEN,
      topics: encodeEventTopics({
        abi: parseAbi([
          'event TransferSingle(address indexed operator, address indexed from, address indexed to, uint256 id, uint256 value)',
        ]),
        eventName: 'TransferSingle',
        args: { operator: OTHER, from: OTHER, to: ME },
      }) as string[],
      data: encodeAbiParameters([{ type: 'uint256' }, { type: 'uint256' }], [9n, 3n]),
    }
    const changes = assetChanges(ME, [nft(ME, OTHER, 7n), nft(OTHER, ME, 8n), single])
    expect(changes.nftsOut).toEqual([{ collection: NFT.toLowerCase(), id: 7n, amount: 1n }])
    expect(changes.nftsIn).toEqual([
      { collection: NFT.toLowerCase(), id: 8n, amount: 1n },
      { collection: TOKEN.toLowerCase(), id: 9n, amount: 3n },
    ])
  })
})
