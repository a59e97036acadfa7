// Section "modal": what a minimal React app pays for Latch before its connect button shows, and when the wallet list
// opens; the same for an app with every feature AppKit shows by default (pairing, email, six socials, a cloud, their
// hosts unreachable), and for an app drawing its own list from the headless hooks (`modal: false`); against the same
// app with React alone. And the button inside an app of ~3,100 elements, against React alone's dialog in that app.
// The pages are built from the packed tarballs.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { serveStatic } from '../../../devnet/src/serve-static.mjs'
import { largeAllocations } from '../browser/large-allocations.mjs'
import { loopbackCertificate, measureEarlyTap, PHONE_CPU, PHONE_NETWORK } from '../browser/measure-early-tap.mjs'
import { measureOpen } from '../browser/measure-open.mjs'
import { buildPage } from '../build-page.mjs'
import { chunkReport } from '../chunks.mjs'
import { pairedSamples as pairedWith } from '../ratios.ts'
import { summarize } from '../stats.mjs'

const LATCH = 'Latch'
const FULL = 'Latch, full features'
const CHAINS = 'Latch, EVM + Solana'
const ALL_CHAINS = 'Latch, EVM + Solana + Bitcoin'
const EVERYTHING = 'Latch, every adapter'
const CONNECTORS = 'Latch + Coinbase + Safe'
const HEADLESS = 'Latch headless (own UI)'
const REACT = 'React alone'
const IN_APP = 'Latch in an app'
const REACT_IN_APP = 'React alone in an app'
// DevTools' "4× slowdown", a mid-range phone
const THROTTLE = 4
const slow = (name) => `${name}, CPU ${THROTTLE}×`
const SUBJECTS = [
  { name: LATCH, page: 'latch' },
  // modal: false, the app's own button and list from the hooks: its dialog and row carry the modal's names
  { name: HEADLESS, page: 'headless' },
  // the EXTERNAL connectors on: their SDKs load only when picked (or inside Safe{Wallet}); the rest is their setup
  { name: CONNECTORS, page: 'latch-connectors' },
  { name: FULL, page: 'full' },
  // an adapter per chain namespace: the same button, every chain's SDK after the first paint
  { name: CHAINS, page: 'latch-chains' },
  { name: ALL_CHAINS, page: 'latch-all-chains' },
  // every adapter and feature: EVM + pairing + Coinbase + Safe, Solana, Bitcoin, email and socials, a cloud
  { name: EVERYTHING, page: 'everything' },
  { name: REACT, page: 'react-alone' },
  // the Latch page's button in the header of an app of 200 cards, and React alone's dialog in the same app
  { name: IN_APP, page: 'latch-in-app' },
  { name: REACT_IN_APP, page: 'react-in-app' },
]
// the same pages again with the CPU throttled, each beside React alone throttled alike
const THROTTLED = [LATCH, HEADLESS, EVERYTHING, REACT, IN_APP, REACT_IN_APP]
// a tap at the button's first paint on a phone's network and CPU, over HTTP/2
const EARLY_TAP = [LATCH, EVERYTHING, REACT]
const early = (name) => `${name}, early tap`
// a run each under the sampling heap profiler: which of the page's lines made an allocation this large (V8's
// number-to-string cache grows to 64 KiB on its first collision)
const HEAP_SOURCES = [LATCH, EVERYTHING]
const LARGE_ALLOCATION = 32 * 1024
// the pair measured against each other, not against React alone's one-button page
const IN_APP_PAIR = new Set([IN_APP, slow(IN_APP), REACT_IN_APP, slow(REACT_IN_APP)])
const KiB = 1024
const METHOD = [
  'JS: gzip -9 (node:zlib) of each JS response, counted when its Resource Timing responseEnd is ≤ the paint time; "with the list open" includes the JS before the button; "once quiet" adds what finished after the list paint, until 500 ms without requests',
  'times: the page clock (performance.now, 0 = navigation start); a target counts in the first animation frame where it is in the DOM (document or any shadow root) with a box and passes checkVisibility',
  'click: Playwright mouse.click on the button (move and press at once, no hover dwell) after the load event and 500 ms without requests; timed by the first capture listener on window',
  'heap: CDP Performance.getMetrics JSHeapUsedSize after HeapProfiler.collectGarbage, list open, network quiet; MiB = 2^20 bytes (the issue gives React alone 3.4, we measure less after a forced GC: compare Latch with our React-alone column)',
  'a fade-in that starts at opacity 0 counts from its second frame (the first paints nothing)',
  'test wallet: announced over EIP-6963 by an init script; every non-loopback request is blocked',
  "a locale: the gzip -9 size of each non-English locale chunk of the Latch build (packages/react/src/i18n/locales/*.ts, one chunk each) plus the map of locale chunks (i18n/loaders.ts), both fetched only when a language other than English is chosen; median (min–max) over the 20 locales. A locale's texts of the swap, buy with a card and pay views (i18n/locales/transactions/*.ts) are a chunk of their own, fetched with those views: not counted here, their median is in the row's reference",
  'pages: built with Vite (production, no config) in a folder outside the repository holding the packed tarballs (npm run pack) unpacked as npm installs them: every @latch package is read from its dist/',
  `"… CPU ${THROTTLE}×": the same page and build with CDP Emulation.setCPUThrottlingRate ${THROTTLE} (DevTools' mid-range phone) from before navigation to the heap reading`,
  '"over React alone" / "÷ React alone": per run, against React alone\'s run of the same round (same speed), then the median; the budgets are on these',
  `"${HEADLESS}": "${LATCH}" with createLatch({ modal: false }) and the app's own button and dialog "Connect Wallet" listing useWalletGroups() (a button per connector, useConnect() on its click): its first row is timed as the modal's is`,
  `"${CONNECTORS}": "${LATCH}" with evmAdapter({ connectors: { coinbase, safe } }); the SDKs of both load only when picked or inside a Safe{Wallet} frame`,
  `"${EVERYTHING}": evmAdapter({ pairing, coinbase, safe }) + solanaAdapter() + bitcoinAdapter(), embeddedWallet({ socials: 6 }), cloudUrl + projectId, hosts unreachable as for "${FULL}"`,
  `"${FULL}": evmAdapter({ pairing }), embeddedWallet({ socials: 6 }), cloudUrl + projectId; its cloud, relay and frame hosts are unreachable (blocked, as AppKit's are in its own run); its list is timed at its first wallet row`,
  `"${IN_APP}": "${LATCH}" with its button in the header of an app of 200 cards (~3,100 elements, their own styles: bench pages/shared/AppPage.tsx); "${REACT_IN_APP}": React alone's button and dialog (fixed over the page, as a modal is) in the same app; the in-app ratio pairs the two`,
]

export const modalSection = {
  id: 'modal',
  title: 'Modal: minimal React 19 app, connect button → wallet list (headless Chromium, loopback)',

  /** @param {{ runs: number, workDir: string, log: (line: string) => void, app: () => Promise<{ page(name: string): string }> }} options */
  async run({ runs, workDir, log, app }) {
    const subjects = []
    for (const { name, page } of SUBJECTS) {
      try {
        const root = (await app()).page(page)
        const started = performance.now()
        const build = await buildPage(root, join(workDir, page))
        const server = await serveStatic(build.outDir)
        subjects.push({ name, build, server, runs: [] })
        if (THROTTLED.includes(name))
          subjects.push({ name: slow(name), build, server, runs: [], cpuThrottle: THROTTLE })
        log(`built ${name} in ${Math.round(performance.now() - started)} ms`)
      } catch (error) {
        subjects.push({ name, error: `build failed: ${firstLine(error)}` })
        log(`${name}: build failed: ${firstLine(error)}`)
      }
    }
    let tapped = []
    let allocations = []
    try {
      // alternate the subjects so a slow moment of the machine hits both alike
      for (let run = 0; run < runs; run++) {
        for (const subject of subjects) {
          if (subject.error) continue
          try {
            subject.runs.push(await measureOpen(`${subject.server.url}/`, { cpuThrottle: subject.cpuThrottle }))
          } catch (error) {
            subject.error = `run ${run + 1} failed: ${firstLine(error)}`
            log(`${subject.name}: ${subject.error}`)
          }
        }
        log(`run ${run + 1}/${runs} done`)
      }
      tapped = await earlyTapRuns(subjects, runs, workDir, log)
      allocations = await largeAllocationNotes(subjects)
    } finally {
      await Promise.all(subjects.map((subject) => subject.server?.close()))
    }
    return {
      method: METHOD,
      metrics: [
        ...metricsOf(subjects),
        ...ratioMetrics(subjects.filter((subject) => !IN_APP_PAIR.has(subject.name))),
        ...inAppMetrics(subjects.filter((subject) => IN_APP_PAIR.has(subject.name))),
        ...earlyTapMetrics(tapped),
        localeMetric(subjects.find((subject) => subject.name === 'Latch')),
      ],
      errors: [...subjects, ...tapped]
        .filter((subject) => subject.error)
        .map((subject) => `${subject.name}: ${subject.error}`),
      notes: [...notesOf(subjects), ...allocations],
      details: subjects.filter((subject) => subject.runs?.length).map((subject) => chunkReport(subject)),
    }
  },
}

/** where the heap's large single allocations come from, for the pages the heap budget is on: one profiled run each */
async function largeAllocationNotes(subjects) {
  const notes = []
  for (const subject of subjects.filter(
    (each) => HEAP_SOURCES.includes(each.name) && each.server && !each.cpuThrottle,
  )) {
    try {
      const found = await largeAllocations(`${subject.server.url}/`, { minBytes: LARGE_ALLOCATION })
      notes.push(
        found.length
          ? `${subject.name}: ${found.map(({ bytes, frames }) => `${(bytes / KiB).toFixed(1)} KiB allocated at ${frames.join(' < ')}`).join('; ')}`
          : `${subject.name}: no single allocation of ${LARGE_ALLOCATION / KiB} KiB or more by the page's scripts`,
      )
    } catch (error) {
      notes.push(`${subject.name}: the allocation profile failed: ${firstLine(error)}`)
    }
  }
  return notes
}

/** the early-tap runs, interleaved as the others are: each page served again over HTTP/2 (TLS on loopback) */
async function earlyTapRuns(subjects, runs, workDir, log) {
  const pages = subjects.filter((subject) => EARLY_TAP.includes(subject.name) && subject.build && !subject.cpuThrottle)
  let tls
  try {
    tls = loopbackCertificate(join(workDir, 'tls'))
  } catch (error) {
    // the other figures stand: only these runs are missing, and the section says why
    const why = `no certificate for HTTP/2 (openssl): ${firstLine(error)}`
    return pages.map((page) => ({ name: early(page.name), runs: [], error: why }))
  }
  const tapped = []
  try {
    for (const page of pages)
      tapped.push({ name: early(page.name), server: await serveStatic(page.build.outDir, { tls }), runs: [] })
    for (let run = 0; run < runs; run++) {
      for (const subject of tapped) {
        if (subject.error) continue
        try {
          subject.runs.push(await measureEarlyTap(`${subject.server.url}/`))
        } catch (error) {
          subject.error = `early tap, run ${run + 1} failed: ${firstLine(error)}`
          log(`${subject.name}: ${subject.error}`)
        }
      }
    }
    log(`early taps done (${runs} runs)`)
  } finally {
    await Promise.all(tapped.map((subject) => subject.server.close()))
  }
  return tapped
}

const sampleOf = (subjects, pick) =>
  Object.fromEntries(subjects.map((subject) => [subject.name, subject.runs?.map(pick) ?? []]))

const gzipKiB = (phases) => (run) =>
  run.scripts.filter((script) => phases.includes(script.phase)).reduce((sum, script) => sum + script.gzip, 0) / KiB

function metricsOf(subjects) {
  return [
    {
      id: 'jsBeforeButton',
      label: 'JS before the button',
      unit: 'KiB gz',
      digits: 1,
      samples: sampleOf(subjects, gzipKiB(['before-button'])),
      reference:
        'AppKit 560, ConnectKit 554, RainbowKit 398, React alone 66; full features: 84.7; budget ≤ 100 with every chain adapter',
      // each chain adapter's SDK loads on connect or after the first paint: a second adapter adds only its discovery
      budgets: [
        { subject: LATCH, max: 120 },
        { subject: CHAINS, max: 100 },
        { subject: ALL_CHAINS, max: 100 },
      ],
    },
    {
      id: 'jsListOpen',
      label: 'JS with the list open',
      unit: 'KiB gz',
      digits: 1,
      samples: sampleOf(subjects, gzipKiB(['before-button', 'list-open'])),
      reference: 'AppKit 841 (747 in an earlier run), RainbowKit 641, ConnectKit 554; full features: 150.5',
      budget: { subject: LATCH, max: 200 },
    },
    {
      id: 'jsOpenSettled',
      label: 'JS once the open modal is quiet',
      unit: 'KiB gz',
      digits: 1,
      samples: sampleOf(subjects, gzipKiB(['before-button', 'list-open', 'later'])),
      reference: '— (adds the chain SDK, which loads just after the list is painted)',
      // the chain SDK is fetched right after the list paints: the list budget holds for it too
      budget: { subject: LATCH, max: 200 },
    },
    {
      id: 'buttonVisible',
      label: 'Navigation → button painted',
      unit: 'ms',
      digits: 0,
      samples: sampleOf(subjects, (run) => run.buttonMs),
      reference: '—',
    },
    {
      id: 'clickToDialog',
      label: 'Click → dialog painted',
      unit: 'ms',
      digits: 1,
      samples: sampleOf(subjects, (run) => run.clickToDialogMs),
      reference: '—',
    },
    {
      id: 'clickToList',
      label: 'Click → wallet list (first wallet row) painted',
      unit: 'ms',
      digits: 1,
      samples: sampleOf(subjects, (run) => run.clickToListMs),
      reference:
        'AppKit 159–214, ConnectKit 169–198, RainbowKit 90–103, React alone 9; full features before the fix: 307',
      // the full page after an idle page too: no Suspense reveal hold (~300 ms) may be paid
      budgets: [
        { subject: LATCH, max: 50 },
        { subject: FULL, max: 50 },
      ],
    },
    {
      id: 'heapModalOpen',
      label: 'JS heap, modal open (after GC)',
      unit: 'MiB',
      digits: 2,
      samples: sampleOf(subjects, (run) => run.heapMB),
      reference: 'AppKit 13.1, RainbowKit 9.8, React alone 3.4',
      budget: { subject: LATCH, max: 6 },
    },
  ]
}

const pairedSamples = (subjects, pick, combine) =>
  pairedWith(subjects, pick, combine, { reference: REACT, slowReference: slow(REACT) })

// the floor is React alone: Latch's cost is said as what it adds to it, at full speed and on a slowed CPU
function ratioMetrics(subjects) {
  const both = (name, max) => [
    { subject: name, max },
    { subject: slow(name), max },
  ]
  return [
    {
      id: 'jsBeforeButtonOverReact',
      label: 'JS before the button, over React alone',
      unit: 'KiB gz',
      digits: 1,
      samples: pairedSamples(subjects, gzipKiB(['before-button']), (latch, react) => latch - react),
      reference: 'every adapter: +29.5 before the button was split',
      budgets: both(EVERYTHING, 12),
    },
    {
      id: 'clickToListOverReact',
      label: 'Click → first wallet row, ÷ React alone',
      unit: '×',
      digits: 2,
      samples: pairedSamples(
        subjects,
        (run) => run.clickToListMs,
        (latch, react) => latch / react,
      ),
      reference: 'at 4×: Latch 3.8×, every adapter 3.1× (182 and 147 ms against 48)',
      // the click budget holds at full speed as well as on a phone's CPU
      budgets: [
        { subject: LATCH, max: 2 },
        { subject: EVERYTHING, max: 2 },
        { subject: slow(LATCH), max: 2 },
        { subject: slow(EVERYTHING), max: 2 },
      ],
    },
    {
      id: 'buttonOverReact',
      label: 'Navigation → button, ÷ React alone',
      unit: '×',
      digits: 2,
      samples: pairedSamples(
        subjects,
        (run) => run.buttonMs,
        (latch, react) => latch / react,
      ),
      reference: 'at 4×: Latch 1.10×, every adapter 1.14×',
    },
    {
      id: 'heapOverReact',
      label: 'JS heap, modal open, over React alone',
      unit: 'MiB',
      digits: 2,
      samples: pairedSamples(
        subjects,
        (run) => run.heapMB,
        (latch, react) => latch - react,
      ),
      reference: 'Latch +1.2, every adapter +2.1',
      // the bench has reported the heap in MiB from the start, so the "1 MB" is read in the same unit
      budgets: [...both(LATCH, 1), ...both(EVERYTHING, 1)],
    },
  ]
}

// what opening the modal costs the rest of a real app's page (its restyle, layout and paint), against a plain dialog;
// and the heap Latch adds where React's own code is as warm as in any real app
function inAppMetrics(subjects) {
  const against = (pick, combine) =>
    pairedWith(subjects, pick, combine, { reference: REACT_IN_APP, slowReference: slow(REACT_IN_APP) })
  return [
    {
      id: 'clickToListInAppOverReact',
      label: 'Click → first wallet row in an app of ~3,100 elements, ÷ React alone in the same app',
      unit: '×',
      digits: 2,
      samples: against(
        (run) => run.clickToListMs,
        (latch, react) => latch / react,
      ),
      reference:
        'while the page was made inert in the click: at 4× 179 ms against 39 (4.6×), at full speed 36 against 12.5',
      // the click budget, held where the page behind the modal is a real app's
      budgets: [
        { subject: IN_APP, max: 2 },
        { subject: slow(IN_APP), max: 2 },
      ],
    },
    {
      id: 'heapInAppOverReact',
      label: 'JS heap, modal open, in an app of ~3,100 elements, over React alone in the same app',
      unit: 'MiB',
      digits: 2,
      samples: against(
        (run) => run.heapMB,
        (latch, react) => latch - react,
      ),
      reference:
        '— (the one-button pages leave most of React DOM uncompiled: see "JS heap, modal open, over React alone")',
    },
  ]
}

// what a visitor who taps at once waits for on a phone: what loads after the first paint, over a phone's network
function earlyTapMetrics(tapped) {
  const conditions = `${PHONE_NETWORK.latency} ms round trip, 1.6 Mbit/s, CPU ${PHONE_CPU}×, HTTP/2`
  return [
    {
      id: 'earlyTapDelay',
      label: `Button's first paint → the early tap (${conditions})`,
      unit: 'ms',
      digits: 0,
      samples: sampleOf(tapped, (run) => run.tapDelayMs),
      reference: '— (the driver taps as soon as it sees the button; what loaded meanwhile shortens the wait below)',
    },
    {
      id: 'earlyTapToDialog',
      label: `Tap at the button's first paint → dialog painted (${conditions})`,
      unit: 'ms',
      digits: 0,
      samples: sampleOf(tapped, (run) => run.tapToDialogMs),
      reference: '—',
    },
    {
      id: 'earlyTapToList',
      label: `Tap at the button's first paint → first wallet row (${conditions})`,
      unit: 'ms',
      digits: 0,
      samples: sampleOf(tapped, (run) => run.tapToListMs),
      reference:
        "before the adapters' setup was fetched beside the features (2026-12-02, 5 runs, the build before and after interleaved): Latch 1,473 → 1,411, every adapter 1,599 → 1,564",
    },
    {
      id: 'earlyTapButtonToList',
      label: `Button's first paint → first wallet row, tapped at once (${conditions})`,
      unit: 'ms',
      digits: 0,
      samples: sampleOf(tapped, (run) => run.buttonToListMs),
      reference: '— (the soonest the list can show after the button: the tap delay above included)',
    },
  ]
}

function notesOf(subjects) {
  const notes = []
  for (const subject of subjects) {
    const blocked = new Set(subject.runs?.flatMap((run) => run.blocked) ?? [])
    if (blocked.size)
      notes.push(`${subject.name}: blocked ${blocked.size} non-loopback URL(s): ${[...blocked].slice(0, 3).join(', ')}`)
    const errors = new Set(subject.runs?.flatMap((run) => run.errors) ?? [])
    for (const error of [...errors].slice(0, 5)) notes.push(`${subject.name}: page error: ${error.slice(0, 200)}`)
  }
  return notes
}

/** the message's first meaningful lines (Vite puts the cause on the line after "Build failed") */
const firstLine = (error) =>
  String(error?.message ?? error)
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, 3)
    .join(' | ')

/** what choosing a language other than English adds: its locale chunk and the small map of locale chunks */
function localeMetric(latch) {
  const gzipOf = (file) => gzipSync(readFileSync(join(latch.build.outDir, file)), { level: 9 }).length / KiB
  const holding = (pattern) =>
    [...(latch?.build?.chunks ?? [])]
      .filter(([, chunk]) => chunk.modules.some((module) => pattern.test(module.id)))
      .map(([file]) => file)
  const map = holding(/react\/(?:src|dist)\/i18n\/loaders\.[jt]s$/).reduce((sum, file) => sum + gzipOf(file), 0)
  const sizes = holding(/react\/(?:src|dist)\/i18n\/locales\/[\w-]+\.[jt]s$/).map((file) => gzipOf(file) + map)
  const parts = holding(/react\/(?:src|dist)\/i18n\/locales\/transactions\/[\w-]+\.[jt]s$/).map(gzipOf)
  return {
    id: 'localeChunk',
    label: 'JS a non-English locale adds when chosen',
    unit: 'KiB gz',
    digits: 1,
    samples: { Latch: sizes },
    reference: `English bundled; 20 other locales, one chunk each; with the swap, buy and pay views, ${parts.length ? summarize(parts).median.toFixed(1) : '?'} KiB gz more`,
    budget: { subject: 'Latch', max: 6 },
  }
}
