// The wallet frame page (index.html): the first load is the dispatcher and the sign-in's first step, the wallet later.
import { startLazyFrame } from './frame/lazyFrame.ts'

try {
  startLazyFrame(window)
} catch (error) {
  // not embedded by an allowed page, or served without its configuration: stay inert
  console.error(`[latch/frame] ${error instanceof Error ? error.message : String(error)}`)
}
