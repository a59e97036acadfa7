// The figures an operator looks at first, from the counters the cloud's /metrics serves: requests and server errors
// since the cloud process started, its open relay sockets, and today's sign-ins.
import { useEffect, useState } from 'react'
import type { AdminApi } from '../api/client.ts'
import type { Operations } from '../api/schemas.ts'

const number = new Intl.NumberFormat()

export function OperationsSummary({ api }: { api: AdminApi }) {
  const [figures, setFigures] = useState<Operations>()
  const [error, setError] = useState<string>()

  useEffect(() => {
    let current = true
    api.operations().then(
      (next) => current && (setFigures(next), setError(undefined)),
      (caught: Error) => current && setError(caught.message),
    )
    return () => {
      current = false
    }
  }, [api])

  return (
    <section aria-labelledby="operations-title">
      <h3 id="operations-title">Service</h3>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      {figures && (
        <dl className="figures">
          <div>
            <dt>Requests</dt>
            <dd>{number.format(figures.requests)}</dd>
          </div>
          <div>
            <dt>Server errors</dt>
            <dd>{number.format(figures.errors)}</dd>
          </div>
          <div>
            <dt>Relay sockets open</dt>
            <dd>{number.format(figures.relaySockets)}</dd>
          </div>
          <div>
            <dt>Sign-ins today</dt>
            <dd>{number.format(figures.signInsToday)}</dd>
          </div>
        </dl>
      )}
      {figures && (
        <p className="muted">
          Requests and errors since {new Date(figures.since).toLocaleString()} (this cloud process); sign-ins since
          midnight UTC.
        </p>
      )}
    </section>
  )
}
