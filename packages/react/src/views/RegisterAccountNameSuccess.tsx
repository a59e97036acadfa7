// RegisterAccountNameSuccess: the registered name; Done closes, and the Account view and button now show it.
import { useLatchInstance } from '../context.ts'
import { UI } from '../texts.ts'
import { useLatchSelector } from '../useLatchSelector.ts'

export default function RegisterAccountNameSuccess() {
  const latch = useLatchInstance()
  const name = useLatchSelector((s) => ({ name: String(s.router.data.name ?? '') })).name
  return (
    <div className="stack center">
      <p className="big identity-name">{name}</p>
      <p className="muted">{UI.nameRegistered(name)}</p>
      <button type="button" className="primary" onClick={latch.close}>
        {UI.done}
      </button>
    </div>
  )
}
