// The pairing link of the attempt in progress as a QR module matrix, for any renderer. The encoder loads with import()
// on the first read that has a link: an app that never pairs a phone never fetches it, and the instance's subscribers
// hear when the matrix can be read.
import type { LatchState } from '../instance/state.ts'
import type { Store } from '../instance/store.ts'
import type { QrMatrix } from './qrMatrix.ts'

/** The pairing link's QR code: the link it encodes, when it stops being offered, and its modules. */
export interface PairingQr extends QrMatrix {
  /** the pairing link the code holds */
  uri: string
  /** when that link stops being offered (ms since the epoch) */
  expiresAt?: number
}

export function createPairingQr(store: Store<LatchState>) {
  let encode: ((text: string) => QrMatrix) | undefined
  let loading: Promise<void> | undefined
  let memo: PairingQr | undefined

  /** loads the encoder once; a chunk that failed to load (offline) is asked again on the next read */
  function load(): Promise<void> {
    loading ??= import('./qrMatrix.ts').then(
      (module) => {
        encode = module.qrMatrix
        // nothing in the state changed, but what getPairingQr answers did: the subscribers read again
        store.setState({})
      },
      (error: unknown) => {
        loading = undefined
        throw error
      },
    )
    return loading
  }

  /** the code of the pairing link now; undefined without a link, or until the encoder has loaded (subscribe hears it) */
  function getPairingQr(): PairingQr | undefined {
    const { pairingUri, pairingExpiresAt } = store.getState()
    if (!pairingUri) return undefined
    if (!encode) {
      load().catch(() => {})
      return undefined
    }
    if (memo?.uri === pairingUri && memo.expiresAt === pairingExpiresAt) return memo
    memo = {
      uri: pairingUri,
      ...(pairingExpiresAt === undefined ? {} : { expiresAt: pairingExpiresAt }),
      ...encode(pairingUri),
    }
    return memo
  }

  /** the code once the encoder has loaded (undefined without a pairing link) */
  async function loadPairingQr(): Promise<PairingQr | undefined> {
    await load()
    return getPairingQr()
  }

  return { getPairingQr, loadPairingQr }
}
