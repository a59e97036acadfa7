// Copies a text and says so in a toast; falls back to a selection copy where the Clipboard API is refused.
import type { Latch } from '@latch/core'

export async function copyText(latch: Latch, text: string, texts: { done: string; failed: string }): Promise<void> {
  try {
    await navigator.clipboard.writeText(text)
  } catch {
    const field = document.createElement('textarea')
    field.value = text
    field.setAttribute('readonly', '')
    field.style.position = 'fixed'
    field.style.opacity = '0'
    document.body.append(field)
    field.select()
    const copied = document.execCommand('copy')
    field.remove()
    if (!copied) {
      latch.showToast(texts.failed, 'error')
      return
    }
  }
  latch.showToast(texts.done, 'success')
}
