// The sign-in message of CAIP-122 by namespace: EIP-4361 for eip155, built and parsed by viem (loaded with the first
// sign-in); Sign In With Solana for solana and CAIP-122's Bitcoin text for bip122 (caip122.ts).
import { createCaip122Text, isCaip122Namespace, parseCaip122Text } from './caip122.ts'
import type { SIWXMessageFields } from './types.ts'
import { latchError } from '../errors/classes.ts'

/**
 * the sign-in text of the fields; a namespace without a CAIP-122 profile here is refused ('Unsupported chain namespace')
 *
 * @example
 * ```ts
 * const message = await createSiwxMessage({ domain: 'app.example.com', accountAddress, chainId: 'eip155:1', uri: 'https://app.example.com', version: '1', nonce, issuedAt: new Date().toISOString() })
 * ```
 */
export async function createSiwxMessage(fields: SIWXMessageFields): Promise<string> {
  const [namespace, reference] = fields.chainId.split(':')
  if (isCaip122Namespace(namespace)) return createCaip122Text(fields)
  if (namespace !== 'eip155') throw latchError('UnsupportedChainNamespace')
  const { createSiweMessage } = await import('viem/siwe')
  return createSiweMessage({
    address: fields.accountAddress as `0x${string}`,
    chainId: Number(reference),
    domain: fields.domain,
    uri: fields.uri,
    version: fields.version,
    nonce: fields.nonce,
    issuedAt: new Date(fields.issuedAt),
    ...(fields.expirationTime ? { expirationTime: new Date(fields.expirationTime) } : {}),
    ...(fields.notBefore ? { notBefore: new Date(fields.notBefore) } : {}),
    ...(fields.statement ? { statement: fields.statement } : {}),
    ...(fields.requestId ? { requestId: fields.requestId } : {}),
    ...(fields.resources?.length ? { resources: fields.resources } : {}),
  })
}

/**
 * the fields of a sign-in message of any namespace here (undefined when it is not one)
 *
 * @example
 * ```ts
 * const fields = await parseSiwxMessage(session.message)
 * if (fields?.domain !== 'app.example.com') throw new Error('signed for another site')
 * ```
 */
export async function parseSiwxMessage(message: string): Promise<SIWXMessageFields | undefined> {
  const caip122 = parseCaip122Text(message)
  if (caip122) {
    const { chainLabel: _, ...fields } = caip122
    return fields
  }
  const { parseSiweMessage } = await import('viem/siwe')
  const parsed = parseSiweMessage(message)
  if (
    !parsed.address ||
    !parsed.chainId ||
    !parsed.domain ||
    !parsed.uri ||
    !parsed.nonce ||
    !parsed.issuedAt ||
    parsed.version !== '1'
  )
    return undefined
  return {
    chainId: `eip155:${parsed.chainId}`,
    accountAddress: parsed.address,
    domain: parsed.domain,
    uri: parsed.uri,
    version: '1',
    nonce: parsed.nonce,
    issuedAt: parsed.issuedAt.toISOString(),
    ...(parsed.expirationTime ? { expirationTime: parsed.expirationTime.toISOString() } : {}),
    ...(parsed.notBefore ? { notBefore: parsed.notBefore.toISOString() } : {}),
    ...(parsed.statement ? { statement: parsed.statement } : {}),
    ...(parsed.requestId ? { requestId: parsed.requestId } : {}),
    ...(parsed.resources?.length ? { resources: parsed.resources } : {}),
  }
}
