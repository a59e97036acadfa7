// Networks view ("Choose Network"): after a switch it returns to where it was opened from, unless another view took
// the modal over meanwhile (SIWXSignMessage asking for the new network's session, R-2.14): that one stays.
import { useLatchInstance } from '../context.ts'
import { NetworkList } from './NetworkList.tsx'

export default function Networks() {
  const latch = useLatchInstance()
  const onSwitched = () => {
    const { router } = latch.getState()
    if (router.view !== 'Networks') return
    if (router.history.length > 1) latch.back()
    else latch.close()
  }
  return <NetworkList onSwitched={onSwitched} />
}
