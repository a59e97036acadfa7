// latch.pay as a feature whose work loads on first use (payActions.ts): a checked request opens the Pay
// view, which shows it, switches network if needed, offers to buy what is missing through onramp, and pays from the
// connected wallet through its adapter. The dApp's promise resolves with { status, transactionHash } once the payment
// is confirmed on chain and rejects on a bad request or a cancel. Nothing is EVM-only: the asset and network are CAIP
// ids and the adapter of their namespace pays.
import type { InstanceContext } from '../instance/context.ts'
import type { Modal } from '../modal/createModal.ts'
import type { Network } from '../types.ts'
import type { CheckedPayRequest, PayRequest, PayResult } from './payRequest.ts'

/** What the account holds of the payment's asset, in whole units. */
export interface PayBalance {
  symbol: string
  decimals: number
  /** whole units, decimal strings */
  held: string
  /** the amount, plus the network fee when the account pays its own gas in this coin (a native payment) */
  needed: string
  /** 0 when enough is held */
  short: string
}

/** Asking a visitor for an exact payment through the Pay view. */
export interface PayActions {
  /** opens the Pay view for an exact payment; resolves once it is confirmed on chain (rejects: bad request, cancel) */
  pay(request: PayRequest): Promise<PayResult>
  /** the Pay view's request under way, checked */
  payRequest(): CheckedPayRequest | undefined
  /** what the account holds of the asset against the amount (the Pay view offers onramp when short) */
  payBalance(): Promise<PayBalance>
  /** switches network if needed and pays; resolves with the result the dApp gets */
  confirmPay(): Promise<PayResult>
  /** ends the request under way: the dApp's promise rejects with 'Payment cancelled' */
  cancelPay(): void
}

export interface PayDeps {
  modal: Modal
  switchNetwork(network: Network): Promise<void>
  refreshBalance(): void
  afterSend(hash: string): void
}

export function createPay(context: InstanceContext, deps: PayDeps) {
  let loaded: PayActions | undefined
  let work: Promise<PayActions> | undefined
  const load = () => (work ??= import('./payActions.ts').then((module) => (loaded = module.payActions(context, deps))))
  const actions: PayActions = {
    pay: (request) => load().then((pay) => pay.pay(request)),
    payRequest: () => loaded?.payRequest(),
    payBalance: () => load().then((pay) => pay.payBalance()),
    confirmPay: () => load().then((pay) => pay.confirmPay()),
    cancelPay: () => loaded?.cancelPay(),
  }
  // a payment still open when the modal closes is cancelled
  return { actions, onClose: () => loaded?.cancelPay() }
}
