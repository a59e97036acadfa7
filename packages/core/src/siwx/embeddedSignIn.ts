// Sign in with X through the embedded wallet (SPEC §3 siwxMessage): while an email or social sign-in connects, the
// frame's GET_USER carries the sign-in fields, the frame signs them with its own key, and the session is registered
// before the account is applied. Anything that fails here leaves the ordinary SIWXSignMessage step to ask.
import type { EmbeddedFrame } from '../embedded/types.ts'
import { withRequest } from '../embedded/withRequest.ts'
import { hasErrorCode } from '../errors/base.ts'
import type { CaipNetworkId } from '../types.ts'
import type { SIWXMessageFields } from './types.ts'

export interface EmbeddedSiwx {
  embeddedFields(chainId: CaipNetworkId): Promise<Omit<SIWXMessageFields, 'accountAddress'> | undefined>
  acceptEmbedded(
    reply: { message?: unknown; signature?: unknown; siwxMessage?: unknown },
    sent: Omit<SIWXMessageFields, 'accountAddress'>,
  ): Promise<void>
}

/** the frame with GET_USER extended while `signingIn()`; every other message passes through */
export function withEmbeddedSiwx(frame: EmbeddedFrame, siwx: EmbeddedSiwx, signingIn: () => boolean): EmbeddedFrame {
  async function request(name: string, payload?: unknown): Promise<any> {
    const asked = (payload ?? {}) as { chainId?: number | string; siwxMessage?: unknown }
    if (name !== 'GET_USER' || !signingIn() || asked.chainId === undefined || asked.siwxMessage !== undefined)
      return frame.request(name, payload)
    // an EVM chain is asked by its number, a Solana network by its CAIP-2 id (the Solana adapter's GET_USER)
    const chainId = (
      typeof asked.chainId === 'string' && asked.chainId.includes(':') ? asked.chainId : `eip155:${asked.chainId}`
    ) as CaipNetworkId
    const fields = await siwx.embeddedFields(chainId).catch(() => undefined)
    if (!fields) return frame.request(name, payload)
    let reply: any
    try {
      reply = await frame.request(name, { ...asked, siwxMessage: fields })
    } catch (error) {
      // a frame that cannot sign the message still signs the visitor in; SIWXSignMessage asks afterwards
      if (hasErrorCode(error, 'SignInMessageInvalid') || hasErrorCode(error, 'SignInWrongPage'))
        return frame.request(name, payload)
      throw error
    }
    await siwx
      .acceptEmbedded(reply, fields)
      .catch((error: unknown) => console.warn('[latch] embedded sign-in message not accepted', error))
    return reply
  }
  return withRequest(frame, request)
}
