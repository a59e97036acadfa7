// Networks view ("Choose Network"): after a switch it returns to where it was opened from.
import { useLatchInstance } from '../context.ts'
import { NetworkList } from './NetworkList.tsx'

export default function Networks() {
  const latch = useLatchInstance()
  return <NetworkList onSwitched={() => (latch.getState().router.history.length > 1 ? latch.back() : latch.close())} />
}
