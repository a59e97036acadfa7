// What `npm start` started, stopped newest first whatever ends the run: Ctrl-C, a signal, a failed step, an error thrown
// later by any server it runs. Anvil and the bundlers are child processes: left running, they hold their ports and the
// next start fails.

/** @returns {{ started<T>(thing: T, stop: (thing: T) => unknown): T, stopAll(): Promise<void>, readonly stopping: boolean }} */
export function createShutdown({ log = (line) => process.stderr.write(line) } = {}) {
  const stops = []
  let stopping = false
  return {
    get stopping() {
      return stopping
    },
    /** keeps `thing`'s stop; once stopping has begun, stops it at once and ends the start */
    started(thing, stop) {
      if (thing === undefined) return thing
      stops.push(() => stop(thing))
      if (stopping) throw new Error('npm start was stopped while it was starting')
      return thing
    },
    async stopAll() {
      stopping = true
      while (stops.length) {
        try {
          await stops.pop()()
        } catch (error) {
          log(`stopping: ${error instanceof Error ? error.message : String(error)}\n`)
        }
      }
    },
  }
}
