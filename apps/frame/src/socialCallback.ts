// The social login popup's landing page (social-callback.html): hands the provider's answer to our frame, then closes.
export const SOCIAL_CALLBACK_TYPE = '@latch-social/CALLBACK'

export function deliverSocialCallback(win: Window): void {
  const frames = win.opener?.frames as Window | undefined
  const message = { type: SOCIAL_CALLBACK_TYPE, search: win.location.search }
  for (let i = 0; i < (frames?.length ?? 0); i++) {
    try {
      // our own origin as target: only the frame served from it can receive the code
      frames![i]!.postMessage(message, win.location.origin)
    } catch {
      // a frame of another origin may refuse access; the others still get the message
    }
  }
  const note = win.document.createElement('p')
  note.textContent = 'You can close this window'
  win.document.body.append(note)
  win.close()
}
