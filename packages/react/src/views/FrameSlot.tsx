// The slot the embedded wallet's frame is laid over: a fixed-size box whose place the frame follows while it moves
// or resizes; the frame hides when the slot goes. ApproveTransaction, ConnectDevice and ExportWallet show it.
import { useLayoutEffect, useRef } from '../reactBindings.ts'
import { useLatchInstance } from '../context.ts'

export function FrameSlot(props: { hint: string }) {
  const latch = useLatchInstance()
  const slot = useRef<HTMLDivElement>(null)

  useLayoutEffect(() => {
    const element = slot.current
    if (!element) return
    const place = () => {
      const { top, left, width, height } = element.getBoundingClientRect()
      latch.showEmbeddedFrame({ top, left, width, height })
    }
    let frame = 0
    const schedule = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(place)
    }
    place()
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(schedule) : undefined
    observer?.observe(element)
    // the card is centred, so a change of its size moves the slot too
    const card = element.closest('.card')
    if (card) observer?.observe(card)
    // scroll events do not leave the shadow root, so the modal's own scrolling is heard there
    const root = element.getRootNode()
    window.addEventListener('resize', schedule)
    window.addEventListener('scroll', schedule, true)
    root.addEventListener('scroll', schedule, true)
    // the card's opening and view animations move the slot without resizing it
    root.addEventListener('animationend', schedule)
    return () => {
      cancelAnimationFrame(frame)
      observer?.disconnect()
      window.removeEventListener('resize', schedule)
      window.removeEventListener('scroll', schedule, true)
      root.removeEventListener('scroll', schedule, true)
      root.removeEventListener('animationend', schedule)
      latch.hideEmbeddedFrame()
    }
  }, [latch])

  return (
    <div className="stack">
      <p className="visually-hidden">{props.hint}</p>
      <div ref={slot} className="frame-slot" />
    </div>
  )
}
