// The social logins the demo offers (first shown first). `npm start` and the e2e setup point every one of them
// at the local OpenID stand-in (tooling/devnet/src/oidc-standin.ts); no import here, so Node tooling can read it.
export const DEMO_SOCIALS = ['google', 'github', 'discord'] as const
