// @vitest-environment happy-dom
// The closed dialog is styled and laid out while the page is idle, and hidden again before anything can paint it.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { prepareReveal, prepareRevealWhenIdle } from './prepareReveal.ts'

afterEach(() => {
  document.body.replaceChildren()
  vi.unstubAllGlobals()
})

/** the hidden dialog as Activity leaves it, with `rows` rows in its view; `layouts` lists what each layout read saw */
function hiddenDialog(rows = 1) {
  const overlay = document.createElement('div')
  overlay.className = 'overlay'
  overlay.style.setProperty('display', 'none', 'important')
  const view = document.createElement('div')
  view.className = 'view'
  for (let row = 0; row < rows; row++) view.append(document.createElement('button'))
  overlay.append(view)
  document.body.append(overlay)
  const layouts: string[] = []
  Object.defineProperty(overlay, 'offsetHeight', {
    get: () => {
      layouts.push(overlay.style.getPropertyValue('display') || 'shown')
      return 0
    },
  })
  return { overlay, view, layouts }
}

/** idle callbacks run when the test says so */
function manualIdle() {
  const queue: (() => void)[] = []
  vi.stubGlobal('requestIdleCallback', (task: () => void) => queue.push(task))
  vi.stubGlobal('cancelIdleCallback', (id: number) => {
    queue[id - 1] = () => undefined
  })
  return {
    pending: () => queue.filter(Boolean).length,
    runAll() {
      const tasks = queue.splice(0)
      for (const task of tasks) task()
    },
  }
}

describe('prepareReveal', () => {
  it('lays the hidden dialog out while shown, then hides it again exactly as it was', () => {
    const { overlay, layouts } = hiddenDialog()
    expect(prepareReveal(overlay)).toBe(true)
    expect(layouts).toEqual(['shown'])
    expect(overlay.style.getPropertyValue('display')).toBe('none')
    expect(overlay.style.getPropertyPriority('display')).toBe('important')
  })

  it('leaves a dialog that is shown alone', () => {
    const { overlay, layouts } = hiddenDialog()
    overlay.style.removeProperty('display')
    expect(prepareReveal(overlay)).toBe(false)
    expect(layouts).toEqual([])
    expect(overlay.style.getPropertyValue('display')).toBe('')
  })

  it('hides the dialog again when the layout read throws', () => {
    const overlay = document.createElement('div')
    overlay.style.setProperty('display', 'none', 'important')
    Object.defineProperty(overlay, 'offsetHeight', {
      get: () => {
        throw new Error('layout failed')
      },
    })
    expect(() => prepareReveal(overlay)).toThrow('layout failed')
    expect(overlay.style.getPropertyValue('display')).toBe('none')
    expect(overlay.style.getPropertyPriority('display')).toBe('important')
  })
})

describe('prepareRevealWhenIdle', () => {
  it('waits for the page to be idle and for a view inside the dialog, then prepares it once', () => {
    const idle = manualIdle()
    const { overlay, view, layouts } = hiddenDialog(0)
    view.remove()
    prepareRevealWhenIdle(() => overlay)
    expect(layouts).toEqual([])
    // no view rendered yet: it asks again at the next idle moment
    idle.runAll()
    expect(layouts).toEqual([])
    expect(idle.pending()).toBe(1)
    overlay.append(view)
    view.append(document.createElement('button'))
    idle.runAll()
    expect(layouts).toEqual(['shown'])
    expect(idle.pending()).toBe(0)
  })

  it('prepares the same dialog again only once elements were added to it', () => {
    const idle = manualIdle()
    const { overlay, view, layouts } = hiddenDialog(1)
    prepareRevealWhenIdle(() => overlay)
    idle.runAll()
    prepareRevealWhenIdle(() => overlay)
    idle.runAll()
    expect(layouts).toEqual(['shown'])
    // a wallet announced while closed adds a row to the hidden view
    view.append(document.createElement('button'))
    prepareRevealWhenIdle(() => overlay)
    idle.runAll()
    expect(layouts).toEqual(['shown', 'shown'])
  })

  it('gives up after a few idle moments without a view, and does nothing once cancelled', () => {
    const idle = manualIdle()
    const { overlay, view, layouts } = hiddenDialog(1)
    view.remove()
    prepareRevealWhenIdle(() => overlay)
    for (let moment = 0; moment < 10; moment++) idle.runAll()
    expect(idle.pending()).toBe(0)

    overlay.append(view)
    const cancel = prepareRevealWhenIdle(() => overlay)
    cancel()
    idle.runAll()
    expect(layouts).toEqual([])
  })

  it('without idle callbacks (Safari) it prepares after a short timer', async () => {
    vi.stubGlobal('requestIdleCallback', undefined)
    const { overlay, layouts } = hiddenDialog(1)
    prepareRevealWhenIdle(() => overlay)
    expect(layouts).toEqual([])
    await vi.waitFor(() => expect(layouts).toEqual(['shown']))
  })
})
