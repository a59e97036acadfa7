// Passkeys (WebAuthn) for the embedded wallet: the frame, on its own origin, creates and uses them; the cloud keeps each
// user's credentials and verifies every answer with @simplewebauthn/server against that origin and its rp id. A
// challenge is answered once, in the project that asked for it, for the step it was made for, within its lifetime.
// The steps are apart: the challenges in passkeyChallenge.ts, a new passkey in passkeyRegistration.ts, a sign-in or a
// proof in passkeyAssertion.ts.
import type { CloudConfig } from '../config.ts'
import type { User } from './users.ts'

export {
  authenticatePasskey,
  authenticationOptions,
  proofOptions,
  provePasskey,
} from './passkeyAssertion.ts'
export { passkeyError } from './passkeyChallenge.ts'
export {
  DEFAULT_PASSKEY_NAME,
  PASSKEY_RP_NAME,
  registerPasskey,
  registrationOptions,
} from './passkeyRegistration.ts'

export type PasskeyConfig = NonNullable<CloudConfig['passkeys']> & {
  /** a page that may embed the frame for this project (its allowed origins): the ceremony's top origin when framed */
  topOriginAllowed?: (origin: string) => boolean
}

/** a new user's passkey, a sign-in, a signed-in user's fresh proof (export private key), or a passkey a signed-in
 * user links to their account */
export type PasskeyPurpose = 'register' | 'authenticate' | 'proof' | 'link'

export interface PasskeySignIn {
  user: User
  /** the passkey's name, carried by the session as its user name */
  name: string
  /** the credential that signed in: its session ends when this passkey is unlinked */
  credentialId: string
}
