// BIP-322 verification (`@latch/bitcoin/bip322`), checked against the official BIP-322 test vectors and against
// signatures made by the test wallets' keyring, with bip322-js as the second opinion.
import { Verifier } from 'bip322-js'
import { describe, expect, it } from 'vitest'
import { bitcoinKeyring } from '../../../apps/test-wallet/src/bitcoin-keyring.ts'
import { bitcoinDevKey, REGTEST } from '../../../tooling/devnet/src/bitcoin-keys.ts'
import { verifyBip322 } from './bip322.ts'

// BIP-322's own vectors: P2WPKH bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l, "" and "Hello World"
const VECTOR_ADDRESS = 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l'
const EMPTY =
  'AkcwRAIgM2gBAQqvZX15ZiysmKmQpDrG83avLIT492QBzLnQIxYCIBaTpOaD20qRlEylyxFSeEA2ba9YOixpX8z46TSDtS40ASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI='
const HELLO =
  'AkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI='

describe('verifyBip322', () => {
  it("R-1.10 accepts BIP-322's test vectors and refuses them for another message or address", () => {
    expect(verifyBip322(VECTOR_ADDRESS, '', EMPTY)).toBe(true)
    expect(verifyBip322(VECTOR_ADDRESS, 'Hello World', HELLO)).toBe(true)
    expect(verifyBip322(VECTOR_ADDRESS, 'Hello World', EMPTY)).toBe(false)
    expect(verifyBip322('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', 'Hello World', HELLO)).toBe(false)
  })

  it('R-1.10 R-3.17 agrees with bip322-js on payment (P2WPKH) and ordinal (P2TR) signatures; garbage is false, never a throw', () => {
    const keyring = bitcoinKeyring(bitcoinDevKey(7), REGTEST)
    for (const account of keyring.accounts) {
      const signature = keyring.signMessage(account.address, new TextEncoder().encode('Sign in to Latch'))
      expect(verifyBip322(account.address, 'Sign in to Latch', signature)).toBe(true)
      expect(Verifier.verifySignature(account.address, 'Sign in to Latch', signature)).toBe(true)
      expect(verifyBip322(account.address, 'Sign in to Latch!', signature)).toBe(false)
    }
    const [payment, ordinal] = keyring.accounts
    const paymentSignature = keyring.signMessage(payment!.address, new TextEncoder().encode('x'))
    expect(verifyBip322(ordinal!.address, 'x', paymentSignature)).toBe(false)
    expect(verifyBip322(payment!.address, 'x', 'not base64!')).toBe(false)
    expect(verifyBip322('not an address', 'x', paymentSignature)).toBe(false)
  })
})
