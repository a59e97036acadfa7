// The pay feature's work, loaded on first use (createPay.ts): a checked request opens the Pay view; the view reads
// the balance against the amount, and confirmPay switches network if needed and pays through the namespace's adapter.
import type { InstanceContext } from '../instance/context.ts'
import type { PayActions, PayBalance, PayDeps } from './createPay.ts'
import { formatUnits, parseUnits } from '../format.ts'
import type { Network } from '../types.ts'
import { type CheckedPayRequest, checkPayRequest, type PayRequest, type PayResult } from './payRequest.ts'
import { ConnectionError, InsufficientFundsError, InvalidInputError, UserRejectedError } from '../errors/classes.ts'
import { addErrorTexts } from '../errors/codes.ts'
import { PAY_ERROR_TEXTS } from './payTexts.ts'

interface Pending extends CheckedPayRequest {
  resolve(result: PayResult): void
  reject(error: Error): void
}

export function payActions(context: InstanceContext, deps: PayDeps): PayActions {
  addErrorTexts(PAY_ERROR_TEXTS)
  let pending: Pending | undefined

  const addressOf = (network: Network) => {
    const address = context.account(network.chainNamespace)?.address
    if (!address) throw new ConnectionError('PayNotConnected')
    return address
  }

  function current(): Pending {
    if (!pending) throw new UserRejectedError('PaymentCancelled')
    return pending
  }

  function pay(request: PayRequest): Promise<PayResult> {
    let checked: CheckedPayRequest
    try {
      checked = checkPayRequest(request, context.networks)
      addressOf(checked.network)
    } catch (error) {
      return Promise.reject(error)
    }
    // a newer request replaces one still open
    pending?.reject(new UserRejectedError('PaymentCancelled'))
    return new Promise<PayResult>((resolve, reject) => {
      pending = { ...checked, resolve, reject }
      deps.modal.actions.open({ view: 'Pay' })
    })
  }

  /** the network fee a native payment must leave room for: none when the asset is a token (the fee is paid in the
   * native coin, not from this balance) or the account is a smart account (the embedded wallet's paymaster may
   * sponsor it, and the frame says so on its card) */
  async function reservedFee(
    network: Network,
    from: string,
    to: string,
    value: bigint,
    tokenAddress: string | undefined,
  ): Promise<bigint> {
    const adapter = context.adapterFor(network.chainNamespace)
    if (tokenAddress || !adapter.estimateFee || context.account(network.chainNamespace)?.accountType === 'smartAccount')
      return 0n
    return adapter.estimateFee({ to, value, network, from }).catch(() => 0n)
  }

  async function payBalance(): Promise<PayBalance> {
    const { network, asset, request } = current()
    const from = addressOf(network)
    const balance = await context
      .adapterFor(network.chainNamespace)
      .getBalance({ address: from, network, tokenAddress: asset.tokenAddress })
    const amount = parseUnits(request.amount, balance.decimals)
    if (amount === undefined || amount <= 0n) throw new InvalidInputError('PayInvalidAmount')
    // the account pays its own gas from the same coin: a payment of exactly the balance would fail on chain
    const needed = amount + (await reservedFee(network, from, request.recipient, amount, asset.tokenAddress))
    const short = needed > balance.value ? needed - balance.value : 0n
    const whole = (value: bigint) => formatUnits(value, balance.decimals)
    return {
      symbol: balance.symbol,
      decimals: balance.decimals,
      held: whole(balance.value),
      needed: whole(needed),
      short: whole(short),
    }
  }

  async function confirmPay(): Promise<PayResult> {
    const request = current()
    const { network, asset } = request
    if (context.store.getState().activeNetwork.caipNetworkId !== network.caipNetworkId)
      await deps.switchNetwork(network)
    const balance = await payBalance()
    if (balance.short !== '0') throw new InsufficientFundsError('PayInsufficientFunds')
    const value = parseUnits(request.request.amount, balance.decimals)!
    const end = deps.modal.beginTransaction()
    let transactionHash: string
    try {
      // the adapter resolves once the transfer is mined
      transactionHash = await context
        .adapterFor(network.chainNamespace)
        .sendTransaction({ to: request.request.recipient, value, tokenAddress: asset.tokenAddress, network })
    } finally {
      end()
    }
    const result: PayResult = { status: 'success', transactionHash }
    if (pending === request) pending = undefined
    request.resolve(result)
    deps.afterSend(transactionHash)
    deps.refreshBalance()
    return result
  }

  function cancelPay() {
    const open = pending
    pending = undefined
    open?.reject(new UserRejectedError('PaymentCancelled'))
  }

  return { pay, payRequest: () => pending, payBalance, confirmPay, cancelPay }
}
