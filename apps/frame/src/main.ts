// The wallet frame page (index.html).
import { startFrame } from './frame/app.ts'

try {
  startFrame(window)
} catch (error) {
  // not embedded by an allowed page, or served without its configuration: stay inert
  console.error(`[latch/frame] ${error instanceof Error ? error.message : String(error)}`)
}
