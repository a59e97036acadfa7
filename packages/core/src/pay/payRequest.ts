// A dApp's payment request: recipient, amount in whole units, CAIP-19 asset and, optionally, the CAIP-2
// network (the asset's own by default). Checked before anything opens or is sent; each problem has its own text.
import type { Network } from '../types.ts'
import { addressRuleOf } from '../validators.ts'
import { type ParsedAsset, parseAssetId } from './assetId.ts'
import { PAY_TEXTS } from './payTexts.ts'
import { ChainNotSupportedError, InvalidInputError } from '../errors/classes.ts'

/** An exact payment an app asks for with `pay`: recipient, amount and asset. */
export interface PayRequest {
  /** the address that receives the payment, on the asset's network */
  recipient: string
  /** whole units as a decimal string ('12.5'), never negative or zero */
  amount: string
  /** CAIP-19: `eip155:1/slip44:60` (native), `eip155:1/erc20:0x…`, `solana:…/token:<mint>` */
  asset: string
  /** CAIP-2; the asset's network when absent, and it must be the asset's when given */
  network?: string
}

/** A payment confirmed on chain, as `pay` resolves. */
export interface PayResult {
  status: 'success'
  /** the payment's transaction, confirmed on chain */
  transactionHash: string
}

export { PAY_TEXTS }

/** A payment request once checked: its asset read and its network found among the configured ones. */
export interface CheckedPayRequest {
  request: PayRequest
  asset: ParsedAsset
  network: Network
}

/** the request checked against the configured networks; throws an Error with the problem's text */
export function checkPayRequest(request: PayRequest, networks: readonly Network[]): CheckedPayRequest {
  const asset = typeof request?.asset === 'string' ? parseAssetId(request.asset) : undefined
  if (!asset) throw new InvalidInputError('PayInvalidAsset')
  if (request.network !== undefined && request.network !== asset.network)
    throw new ChainNotSupportedError('PayAssetNotOnNetwork')
  const network = networks.find((candidate) => candidate.caipNetworkId === asset.network)
  if (!network) throw new ChainNotSupportedError('PayUnknownNetwork')
  const recipient = typeof request.recipient === 'string' ? request.recipient.trim() : ''
  const isAddress = addressRuleOf(network.chainNamespace)
  if (!recipient || (isAddress && !isAddress(recipient))) throw new InvalidInputError('PayInvalidRecipient')
  const amount = typeof request.amount === 'string' ? request.amount.trim() : ''
  if (!/^\d{1,30}(\.\d{1,30})?$/.test(amount) || !/[1-9]/.test(amount)) throw new InvalidInputError('PayInvalidAmount')
  return { request: { recipient, amount, asset: request.asset.trim(), network: asset.network }, asset, network }
}
