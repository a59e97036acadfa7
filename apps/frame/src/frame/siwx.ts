// SPEC §3: connect social and get user may carry `siwxMessage`, the fields of a sign-in message without the account;
// the frame fills in its own address, signs the CAIP-122 text (EIP-4361 with its EVM key; Sign In With Solana,
// ed25519, with its Solana key) and answers message, signature and the completed fields. The visitor's sign-in is the
// consent, so no card shows; the message may only name the page that asked (its origin).
import { createSiwxMessage, latchError, type SIWXMessageFields } from '@latch/core'
import { toBase58 } from '../keys/bytes.ts'
import type { UnlockedWallet } from '../keys/index.ts'
import * as z from 'zod/mini'

const iso = z.string().check(
  z.maxLength(64),
  z.refine((value) => !Number.isNaN(Date.parse(value)), 'a date and time'),
)
const fields = z.strictObject({
  chainId: z.union([
    z.string().check(z.regex(/^(eip155:\d{1,15}|solana:[1-9A-HJ-NP-Za-km-z]{32})$/)),
    z.number().check(z.int(), z.positive()),
  ]),
  accountAddress: z.optional(z.string().check(z.maxLength(128))),
  domain: z.string().check(z.minLength(1), z.maxLength(256)),
  uri: z.url().check(z.maxLength(2048)),
  version: z.literal('1'),
  nonce: z.string().check(z.regex(/^[A-Za-z0-9]{8,64}$/)),
  issuedAt: iso,
  expirationTime: z.optional(iso),
  notBefore: z.optional(iso),
  statement: z.optional(
    z.string().check(
      z.maxLength(1024),
      z.refine((value) => !/[\r\n]/.test(value), 'one line'),
    ),
  ),
  requestId: z.optional(z.string().check(z.maxLength(256))),
  resources: z.optional(z.array(z.url().check(z.maxLength(2048))).check(z.maxLength(32))),
})

export const SIWX_WRONG_PAGE = 'The sign-in message names another page'
export const SIWX_INVALID = 'Invalid sign-in message'

export interface SignedSiwx {
  message: string
  signature: string
  siwxMessage: z.infer<typeof fields> & { chainId: string; accountAddress: string }
}

/** the page's fields, checked against the page's own origin, completed with this wallet's address (of the namespace
 * GET_USER asked for: the message's chain must be of it) and signed */
export async function signSiwxMessage(
  raw: unknown,
  pageOrigin: string,
  wallet: Pick<UnlockedWallet, 'evmAddress' | 'signMessage' | 'solanaAddress' | 'signSolanaMessage'>,
  namespace: 'eip155' | 'solana' = 'eip155',
): Promise<SignedSiwx> {
  const parsed = fields.safeParse(raw)
  if (!parsed.success) throw latchError('SignInMessageInvalid', { params: { reason: SIWX_INVALID } })
  const input = parsed.data
  const solana = typeof input.chainId === 'string' && input.chainId.startsWith('solana:')
  if (solana !== (namespace === 'solana'))
    throw latchError('SignInMessageInvalid', { params: { reason: SIWX_INVALID } })
  const page = new URL(pageOrigin)
  // a page may only have the wallet sign in to itself (EIP-4361's domain binding)
  if (input.domain !== page.host || new URL(input.uri).origin !== page.origin)
    throw latchError('SignInWrongPage', { params: { reason: SIWX_WRONG_PAGE } })
  if (solana) {
    const siwxMessage = { ...input, chainId: input.chainId as string, accountAddress: wallet.solanaAddress }
    const message = await createSiwxMessage(siwxMessage as SIWXMessageFields)
    const signature = toBase58(await wallet.signSolanaMessage(new TextEncoder().encode(message)))
    return { message, signature, siwxMessage }
  }
  const chainId = typeof input.chainId === 'number' ? input.chainId : Number(input.chainId.split(':')[1])
  const { createSiweMessage } = await import('viem/siwe')
  const address = wallet.evmAddress as `0x${string}`
  const message = createSiweMessage({
    address,
    chainId,
    domain: input.domain,
    uri: input.uri,
    version: '1',
    nonce: input.nonce,
    issuedAt: new Date(input.issuedAt),
    ...(input.expirationTime ? { expirationTime: new Date(input.expirationTime) } : {}),
    ...(input.notBefore ? { notBefore: new Date(input.notBefore) } : {}),
    ...(input.statement ? { statement: input.statement } : {}),
    ...(input.requestId ? { requestId: input.requestId } : {}),
    ...(input.resources?.length ? { resources: input.resources } : {}),
  })
  const signature = await wallet.signMessage({ message })
  return { message, signature, siwxMessage: { ...input, chainId: `eip155:${chainId}`, accountAddress: address } }
}
