// "Would this origin pass?": asked of the cloud's own matcher as the operator types, against the origins on screen.
import { useEffect, useState } from 'react'
import type { AdminApi } from '../api/client.ts'

export function OriginCheck({ api, origins }: { api: AdminApi; origins: string[] }) {
  const [origin, setOrigin] = useState('')
  const [answer, setAnswer] = useState<string>()
  useEffect(() => {
    const value = origin.trim()
    if (!value) return setAnswer(undefined)
    let current = true
    const timer = setTimeout(() => {
      api.checkOrigin(value, origins).then(
        (result) =>
          current &&
          setAnswer(result.allowed ? `${value} would pass (${result.pattern})` : `${value} would be refused`),
        (error: Error) => current && setAnswer(error.message),
      )
    }, 150)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [api, origin, origins])
  return (
    <div className="row">
      <label>
        Would this origin pass?
        <input
          type="url"
          placeholder="https://app.example.com"
          value={origin}
          onChange={(event) => setOrigin(event.target.value)}
        />
      </label>
      <span role="status" aria-live="polite">
        {answer}
      </span>
    </div>
  )
}
