// A message the page's external wallet signed (EIP-4361, or Sign In With Solana) is handed to the cloud only when it names the page that
// sent it: a page cannot pass on a signature another site asked for. The cloud checks the nonce and the signature.
import { isLatchErrorCode, latchError, parseSiwxMessage } from '@latch/core'
import { AuthApiError, type SignedMessage } from './session.ts'
import { SIWX_INVALID, SIWX_WRONG_PAGE } from './siwx.ts'

/** the signed message as it came, once its domain and uri are the sender's own (`origin`) */
export async function ownPageMessage(signed: SignedMessage, origin: string): Promise<SignedMessage> {
  const fields = await parseSiwxMessage(signed.message).catch(() => undefined)
  // an EVM wallet's EIP-4361 message or a Solana wallet's SIWS one
  if (!fields || !/^(eip155|solana):/.test(fields.chainId))
    throw latchError('SignInMessageInvalid', { params: { reason: SIWX_INVALID } })
  let page: URL
  try {
    page = new URL(fields.uri)
  } catch {
    throw latchError('SignInMessageInvalid', { params: { reason: SIWX_INVALID } })
  }
  if (page.origin !== origin || fields.domain !== new URL(origin).host)
    throw latchError('SignInWrongPage', { params: { reason: SIWX_WRONG_PAGE } })
  return { message: signed.message, signature: signed.signature }
}

/** the cloud's coded refusal (a wallet linked elsewhere, a signature not verified…) as the page raises it */
export async function codedRefusal<T>(call: Promise<T>): Promise<T> {
  try {
    return await call
  } catch (error) {
    if (error instanceof AuthApiError && isLatchErrorCode(error.code)) throw latchError(error.code, { cause: error })
    throw error
  }
}
