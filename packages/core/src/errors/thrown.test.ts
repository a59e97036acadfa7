// What a dApp catches from core's actions: the family class and the code of each failure, with SPEC §8's text as
// the message, so it can branch without reading text.
import { describe, expect, it } from 'vitest'
import { parseCaipAddress } from '../caip.ts'
import { TEXTS } from '../errors.ts'
import { checkPayRequest } from '../pay/payRequest.ts'
import { ADDRESS, devnetA, setup } from '../testDoubles.ts'
import { requireAdapter } from '../validators.ts'
import { LatchError } from './base.ts'
import {
  ChainNotSupportedError,
  ConfigurationError,
  ConnectionError,
  InvalidInputError,
  UserRejectedError,
} from './classes.ts'

describe('coded failures of core', () => {
  it('an unknown connector is a ConnectionError FailedToConnect', async () => {
    const { latch } = setup()
    const failure = await latch.connect('no.such.wallet').catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(ConnectionError)
    expect(failure).toMatchObject({ code: 'FailedToConnect', message: TEXTS.failedToConnect })
  })

  it('a payment request is checked with a code per problem', () => {
    const networks = [devnetA]
    const attempt = (request: Parameters<typeof checkPayRequest>[0]) => {
      try {
        checkPayRequest(request, networks)
      } catch (error) {
        return error as LatchError
      }
      throw new Error('accepted')
    }
    const asset = `${devnetA.caipNetworkId}/slip44:60`
    expect(attempt({ recipient: ADDRESS, amount: '0', asset })).toMatchObject({ code: 'PayInvalidAmount' })
    expect(attempt({ recipient: ADDRESS, amount: '0', asset })).toBeInstanceOf(InvalidInputError)
    expect(attempt({ recipient: 'nope', amount: '1', asset })).toMatchObject({ code: 'PayInvalidRecipient' })
    expect(attempt({ recipient: ADDRESS, amount: '1', asset: 'eip155:999999/slip44:60' })).toBeInstanceOf(
      ChainNotSupportedError,
    )
  })

  it("a developer's setup mistake is a ConfigurationError with what it is about in its text", () => {
    expect(() => requireAdapter(new Map(), 'solana')).toThrow(ConfigurationError)
    expect(() => requireAdapter(new Map(), 'solana')).toThrow(TEXTS.adapterDoesNotExist('solana'))
    expect(() => parseCaipAddress('not-caip')).toThrow(InvalidInputError)
  })

  it('every failure is a LatchError, so one instanceof catches them all', () => {
    expect(new UserRejectedError('PaymentCancelled')).toBeInstanceOf(LatchError)
  })
})
