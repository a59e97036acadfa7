// LATCH_BENCH_TRACE=1: an email sign-up's timeline, printed per run from the moment the code is typed: every request of
// the page and its frames (start–end, port, path), the bench's own marks, and each button of every frame as its name or
// aria-disabled changes (a MutationObserver in each frame, Date.now() on both sides). Says where code → connected goes.

/** starts listening; `mark` adds a moment, `print` logs everything in ms since the mark 'typed' */
export async function startTrace(page) {
  const events = []
  const at = () => Date.now()
  const mark = (what) => events.push({ t: at(), what })
  const started = new Map()
  page.on('request', (request) => started.set(request, at()))
  page.on('requestfinished', (request) => {
    const url = new URL(request.url())
    events.push({ t: started.get(request), end: at(), what: `${request.method()} ${url.port} ${url.pathname}` })
  })
  page.on('console', (message) => mark(`console: ${message.text().slice(0, 100)}`))
  for (const frame of page.frames())
    await frame
      .evaluate(() => {
        const seen = (window.__traceSeen = [])
        const log = (what) => seen.push({ t: Date.now(), what })
        const look = () => {
          for (const button of document.querySelectorAll('button')) {
            const key = `${button.textContent} disabled=${button.getAttribute('aria-disabled')}`
            if (button.__traced !== key) {
              button.__traced = key
              log(`button ${key}`)
            }
          }
        }
        new MutationObserver(look).observe(document, { subtree: true, childList: true, attributes: true })
      })
      .catch(() => {})
  return {
    mark,
    async print() {
      for (const frame of page.frames())
        events.push(...(await frame.evaluate(() => window.__traceSeen ?? []).catch(() => [])))
      const zero = events.find((event) => event.what === 'typed').t
      for (const event of events.sort((a, b) => a.t - b.t))
        console.log(
          `  ${String(event.t - zero).padStart(5)}${event.end ? `–${String(event.end - zero).padEnd(5)}` : '      '} ${event.what}`,
        )
    },
  }
}
