// A failed connection attempt: core's error text, and "Try again" when the view knows what to retry.
import { UI } from '../texts.ts'

export function ConnectFailed({ error, retry }: { error: string; retry?: () => void }) {
  return (
    <>
      <p className="error" role="alert">
        {error}
      </p>
      {retry && (
        <button type="button" className="primary" onClick={retry}>
          {UI.tryAgain}
        </button>
      )}
    </>
  )
}
