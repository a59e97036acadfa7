// A child process (cloud, relay) that prints `READY <url>` once it serves: resolves with that url and a stop
// that waits for the exit (SIGKILL after 10 s), so a bench never leaves a server behind.

/** @param {import('node:child_process').ChildProcess} child */
export function readyChild(child, { pattern = /^READY (\S+)$/m, name, timeoutMs }) {
  const exited = new Promise((resolve) => child.once('exit', resolve))
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    child.kill('SIGTERM')
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
    await exited
    clearTimeout(timer)
  }
  let stderr = ''
  child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-2000)))
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop()
      reject(new Error(`${name} not ready within ${timeoutMs / 1000} s: ${stderr.trim().slice(-300)}`))
    }, timeoutMs)
    let stdout = ''
    const untilReady = (chunk) => {
      stdout += chunk
      const ready = pattern.exec(stdout)
      if (!ready) return
      clearTimeout(timer)
      // what the server prints from now on (a log line per request) is drained, not kept: kept and searched again on
      // every chunk, it took the load generator's CPU, in this process, more with every round
      child.stdout.off('data', untilReady)
      child.stdout.resume()
      stdout = ''
      resolve({ url: ready[1], stop, pid: child.pid })
    }
    child.stdout.on('data', untilReady)
    child.once('exit', (code, signal) => {
      clearTimeout(timer)
      reject(new Error(`${name} exited (${signal ?? code}) before it was ready: ${stderr.trim().slice(-300)}`))
    })
  })
}
