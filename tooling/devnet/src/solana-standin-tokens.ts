// The stand-in's SPL token reads (getTokenAccountsByOwner, getTokenAccountBalance, getTokenSupply), answered from the
// accounts litesvm holds, decoded with the Token program's own client; base64 or jsonParsed, as a validator answers.
import type { Address } from '@solana/kit'
import { getMintDecoder, getTokenDecoder, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import type { LiteSVM } from 'litesvm'

type Context = () => { slot: number; apiVersion: string }
type RpcErrorClass = new (code: number, message: string) => Error

const TOKEN_ACCOUNT_SIZE = 165

/** the validator's uiTokenAmount */
function tokenAmount(amount: bigint, decimals: number) {
  const text = amount.toString().padStart(decimals + 1, '0')
  const whole = text.slice(0, text.length - decimals)
  const fraction = text.slice(text.length - decimals).replace(/0+$/, '')
  const uiAmountString = fraction ? `${whole}.${fraction}` : whole
  return { amount: amount.toString(), decimals, uiAmount: Number(uiAmountString), uiAmountString }
}

export function tokenMethods(
  svm: LiteSVM,
  context: Context,
  RpcError: RpcErrorClass,
): Record<string, (params: unknown[]) => unknown> {
  const mintDecimals = (mint: string): number => {
    const account = svm.getAccount(mint as Address)
    if (!account.exists) throw new RpcError(-32602, 'Invalid param: could not find mint')
    return getMintDecoder().decode(account.data).decimals
  }

  const tokenAccounts = () =>
    svm.getProgramAccounts(TOKEN_PROGRAM_ADDRESS).filter((account) => account.data.length === TOKEN_ACCOUNT_SIZE)

  function encoded(account: ReturnType<typeof tokenAccounts>[number], encoding: unknown) {
    const base = {
      executable: false,
      lamports: Number(account.lamports),
      owner: TOKEN_PROGRAM_ADDRESS,
      rentEpoch: 0,
      space: TOKEN_ACCOUNT_SIZE,
    }
    if (encoding !== 'jsonParsed') return { ...base, data: [Buffer.from(account.data).toString('base64'), 'base64'] }
    const token = getTokenDecoder().decode(account.data)
    const info = {
      isNative: token.isNative.__option === 'Some',
      mint: token.mint,
      owner: token.owner,
      state: token.state === 1 ? 'initialized' : token.state === 2 ? 'frozen' : 'uninitialized',
      tokenAmount: tokenAmount(token.amount, mintDecimals(token.mint)),
    }
    return { ...base, data: { program: 'spl-token', parsed: { info, type: 'account' }, space: TOKEN_ACCOUNT_SIZE } }
  }

  return {
    getTokenAccountsByOwner: ([owner, filter, config]) => {
      const { mint, programId } = (filter ?? {}) as { mint?: string; programId?: string }
      if (!mint && !programId) throw new RpcError(-32602, 'Invalid params: a mint or programId filter is required')
      if (programId && programId !== TOKEN_PROGRAM_ADDRESS) return { context: context(), value: [] }
      const { encoding } = (config ?? {}) as { encoding?: unknown }
      const value = tokenAccounts()
        .filter((account) => {
          const token = getTokenDecoder().decode(account.data)
          return token.owner === owner && (!mint || token.mint === mint)
        })
        .map((account) => ({ pubkey: account.address, account: encoded(account, encoding) }))
      return { context: context(), value }
    },
    getTokenAccountBalance: ([address]) => {
      const account = svm.getAccount(address as Address)
      if (!account.exists || account.programAddress !== TOKEN_PROGRAM_ADDRESS)
        throw new RpcError(-32602, 'Invalid param: could not find account')
      const token = getTokenDecoder().decode(account.data)
      return { context: context(), value: tokenAmount(token.amount, mintDecimals(token.mint)) }
    },
    getTokenSupply: ([mint]) => {
      const account = svm.getAccount(mint as Address)
      if (!account.exists) throw new RpcError(-32602, 'Invalid param: could not find mint')
      const decoded = getMintDecoder().decode(account.data)
      return { context: context(), value: tokenAmount(decoded.supply, decoded.decimals) }
    },
  }
}
