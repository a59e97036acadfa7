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
  // page.route does not see WebSockets; this makes every other host fail fast
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
]
