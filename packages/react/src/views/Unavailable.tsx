// Views of SPEC §2 whose services are not built yet say so instead of failing.
import { UI } from '../texts.ts'

export default function Unavailable() {
  return <p className="center muted">{UI.viewUnavailable}</p>
}
