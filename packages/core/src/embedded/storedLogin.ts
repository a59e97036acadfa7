// The embedded login a reload finds in storage (SPEC §3), read at mount before the features have loaded
// (loginData.ts writes it).
import { type SafeStorage, STORAGE_KEYS } from '../storage.ts'
import { isSocialLogin } from '../validators.ts'
import type { EmbeddedState } from './types.ts'

type Login = Pick<EmbeddedState, 'email' | 'socialProvider' | 'socialUsername'>

/** the last login as stored; the name shown for it is authDisplayName of these fields */
export function storedLogin(storage: SafeStorage): Login {
  const provider = storage.get(STORAGE_KEYS.socialProvider)
  return {
    email: storage.get(STORAGE_KEYS.email),
    socialProvider: provider && isSocialLogin(provider) ? provider : undefined,
    socialUsername: storage.get(STORAGE_KEYS.socialUsername),
  }
}
