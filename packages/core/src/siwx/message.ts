// The sign-in message of CAIP-122 for eip155: EIP-4361, built and parsed by viem (loaded with the first sign-in).
import type { SIWXMessageFields } from './types.ts'

/** the EIP-4361 text of the fields; other namespaces are refused ('Unsupported chain namespace') */
export async function createSiwxMessage(fields: SIWXMessageFields): Promise<string> {
  const [namespace, reference] = fields.chainId.split(':')
  if (namespace !== 'eip155') throw new Error('Unsupported chain namespace')
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

/** the fields of an EIP-4361 message (undefined when it is not one) */
export async function parseSiwxMessage(message: string): Promise<SIWXMessageFields | undefined> {
  const { parseSiweMessage } = await import('viem/siwe')
  const parsed = parseSiweMessage(message)
  if (!parsed.address || !parsed.chainId || !parsed.domain || !parsed.uri || !parsed.nonce || !parsed.issuedAt || parsed.version !== '1') return undefined
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
