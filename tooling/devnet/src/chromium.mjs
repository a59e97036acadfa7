// Debian's Chromium as the e2e tests and the bench drive it: headless, and cut off from every host but
// loopback (no vendor call can slip through, and none waits on a network that is not there).
export const CHROMIUM_PATH = '/usr/bin/chromium'

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Debian's Chromium 156 ships third-party-cookie deprecation on, and with it denies `localStorage` to a cross-site
  // iframe ("Access is denied for this document"): the embedded wallet's frame (localhost inside a 127.0.0.1 page)
  // could keep no session. Off here, as in a default desktop Chrome profile (its storage is then partitioned by
  // the top-level site, which is what the frame expects)
  '--disable-features=TrackingProtection3pcd',
  // page.route does not see WebSockets; this makes every other host fail fast
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
]
