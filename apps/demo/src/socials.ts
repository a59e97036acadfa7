// The social logins the demo offers (first shown first). `npm start` and the e2e setup point every OpenID one at
// the local OpenID stand-in (tooling/devnet/src/oidc-standin.ts) and Farcaster at the Farcaster stand-ins
// (tooling/devnet/src/farcaster-standin.ts); no import here, so Node tooling can read it.
export const DEMO_SOCIALS = ['google', 'github', 'discord'] as const
/** the buttons the demo shows: the OpenID socials, then Sign In With Farcaster (not an OpenID provider) */
export const DEMO_SOCIAL_LOGINS = [...DEMO_SOCIALS, 'farcaster'] as const
