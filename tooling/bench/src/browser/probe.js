// Init script: times, in the page's own clock (performance.now(), 0 = navigation start), when the
// connect button is painted and when the wallet list is painted after the click. Watches the document
// and every shadow root (attachShadow is wrapped, so closed roots are seen too).
;(() => {
  performance.setResourceTimingBufferSize(2000)
  const roots = [document]
  const bench = {
    buttonVisibleAt: undefined,
    clickAt: undefined,
    dialogVisibleAt: undefined,
    listVisibleAt: undefined,
    connectButtonCenter,
    snapshot,
  }
  window.__latchBench = bench

  const observer = new MutationObserver(check)
  const watch = (root) =>
    observer.observe(root, { childList: true, subtree: true, attributes: true, characterData: true })
  const attachShadow = Element.prototype.attachShadow
  Element.prototype.attachShadow = function (init) {
    const root = attachShadow.call(this, init)
    roots.push(root)
    watch(root)
    return root
  }
  watch(document)

  // the first listener of all: the click is timed before any app code runs
  window.addEventListener(
    'click',
    (event) => {
      if (bench.clickAt === undefined && connectButton()?.contains(event.composedPath()[0])) {
        bench.clickAt = performance.now()
      }
      check()
    },
    true,
  )

  const nameOf = (element) => {
    const label = element.getAttribute('aria-label')
    if (label) return label.trim()
    const ids = element.getAttribute('aria-labelledby')
    if (ids) {
      const root = element.getRootNode()
      return ids
        .split(/\s+/)
        .map((id) => root.getElementById?.(id)?.textContent ?? '')
        .join(' ')
        .trim()
    }
    return (element.textContent ?? '').replace(/\s+/g, ' ').trim()
  }
  const visible = (element) => {
    const box = element.getBoundingClientRect()
    return (
      box.width > 0 && box.height > 0 && element.checkVisibility({ opacityProperty: true, visibilityProperty: true })
    )
  }
  const find = (selector, name, within) => {
    for (const root of within ? [within] : roots) {
      for (const element of root.querySelectorAll(selector)) {
        if (nameOf(element).includes(name) && visible(element)) return element
      }
    }
    return undefined
  }
  function connectButton() {
    return find('button, [role="button"]', 'Connect Wallet')
  }
  const dialog = () => find('[role="dialog"]', 'Connect Wallet')
  const walletList = () => {
    const open = dialog()
    return open && find('button, [role="button"]', 'Latch Test Wallet', open)
  }

  // what is timed, in order; a target counts once it is there and visible
  const clicked = () => bench.clickAt !== undefined
  const targets = [
    { key: 'buttonVisibleAt', armed: () => true, present: connectButton },
    { key: 'dialogVisibleAt', armed: clicked, present: dialog },
    { key: 'listVisibleAt', armed: clicked, present: walletList },
  ]
  const due = () =>
    targets.filter((target) => bench[target.key] === undefined && !target.pending && target.armed() && target.present())

  // found after a DOM change: it is painted in the next animation frame, so time it there
  function check() {
    for (const target of due()) {
      target.pending = true
      requestAnimationFrame(() => {
        bench[target.key] = performance.now()
      })
    }
  }
  // styles and animations change visibility without a DOM mutation: also look in every frame
  const poll = () => {
    const now = performance.now()
    for (const target of due()) bench[target.key] = now
    if (bench.listVisibleAt === undefined) requestAnimationFrame(poll)
  }
  requestAnimationFrame(poll)

  function connectButtonCenter() {
    const box = connectButton()?.getBoundingClientRect()
    return box && { x: box.x + box.width / 2, y: box.y + box.height / 2 }
  }
  function snapshot() {
    return {
      buttonVisibleAt: bench.buttonVisibleAt,
      clickAt: bench.clickAt,
      dialogVisibleAt: bench.dialogVisibleAt,
      listVisibleAt: bench.listVisibleAt,
      resources: performance
        .getEntriesByType('resource')
        .map((entry) => ({ url: entry.name, responseEnd: entry.responseEnd })),
    }
  }
})()
