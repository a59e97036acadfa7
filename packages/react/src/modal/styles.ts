// The modal's whole stylesheet; it lives inside the shadow root so host CSS neither leaks in nor out.
// Sizes scale with the master font size (--l-fs, 10px) and radii with the master radius (--l-radius, 4px).
import { HEADER_TEXT_ANIMATION_MS, MODAL_WIDTH_PX, VIEW_TRANSITION_MS } from '@latch/core/internal'

const width = `${MODAL_WIDTH_PX}px`
const transition = `${VIEW_TRANSITION_MS}ms`
const headerText = `${HEADER_TEXT_ANIMATION_MS}ms`

export const modalCss = /* css */ `
:host { all: initial; display: block; }
.root { font-family: var(--l-font); font-size: calc(var(--l-fs) * 1.4); color: var(--l-fg); line-height: 1.4;
  -webkit-font-smoothing: antialiased; }
.root *, .root *::before, .root *::after { box-sizing: border-box; }
.font-warmup { position: fixed; top: 0; visibility: hidden; pointer-events: none; }
.font-warmup b { font-weight: 500; }
.font-warmup strong { font-weight: 600; }
.overlay { position: fixed; inset: 0; z-index: var(--l-z); display: flex; align-items: center; justify-content: center;
  background: rgb(0 0 0 / 0.45); padding: 16px; animation: latch-backdrop ${transition} ease-out; }
.overlay > .card { animation: latch-pop ${transition} ease-out; }
.root[dir="rtl"] .flip { transform: scaleX(-1); }
.card { width: ${width}; max-width: 100%; max-height: min(640px, calc(100vh - 32px)); display: flex; flex-direction: column;
  background: var(--l-bg); color: var(--l-fg); border-radius: calc(var(--l-radius) * 6);
  box-shadow: 0 12px 48px rgb(0 0 0 / 0.3); border: 1px solid color-mix(in srgb, var(--l-fg) 10%, transparent); outline: none; }
.embedded .card { box-shadow: none; }
.header { display: grid; grid-template-columns: 36px 1fr 36px; align-items: center; padding: 12px 12px 4px; }
/* the grid follows the direction: in a right-to-left locale Back is on the right */
.title { margin: 0; text-align: center; font-size: calc(var(--l-fs) * 1.6); font-weight: 600; white-space: nowrap;
  overflow: hidden; text-overflow: ellipsis; }
.title-text.fade { animation: latch-title ${headerText} ease-out; }
@keyframes latch-title { from { opacity: 0; } }
.icon-button { width: 36px; height: 36px; display: grid; place-items: center; border: 0; border-radius: calc(var(--l-radius) * 3);
  background: transparent; color: var(--l-fg); cursor: pointer; font: inherit; font-size: calc(var(--l-fs) * 2); }
.icon-button:hover { background: var(--l-surface); }
.body { overflow: auto; padding: 8px 16px 16px; flex: 1; min-height: 0; }
.view[data-transition="next"] { animation: latch-next ${transition} ease-out; }
.view[data-transition="prev"] { animation: latch-prev ${transition} ease-out; }
@keyframes latch-next { from { opacity: 0; transform: translateX(12px); } }
@keyframes latch-prev { from { opacity: 0; transform: translateX(-12px); } }
.root[dir="rtl"] .view[data-transition="next"] { animation-name: latch-prev; }
.root[dir="rtl"] .view[data-transition="prev"] { animation-name: latch-next; }
/* opening dims the page and settles the card; the card itself is readable from the first frame */
@keyframes latch-backdrop { from { background: rgb(0 0 0 / 0); } }
@keyframes latch-pop { from { transform: scale(0.98); } }
@keyframes latch-sheet { from { transform: translateY(24px); } }
/* a phone: the modal is a bottom sheet, clear of the home indicator and rounded corners (safe-area insets) */
@media (max-width: 430px) {
  .overlay { align-items: flex-end; padding: 0; }
  .overlay > .card { width: 100%; max-width: 100%; max-height: calc(100dvh - 24px - env(safe-area-inset-top)); border-radius: calc(var(--l-radius) * 6) calc(var(--l-radius) * 6) 0 0;
    border-bottom: 0; padding-bottom: env(safe-area-inset-bottom); padding-left: env(safe-area-inset-left); padding-right: env(safe-area-inset-right);
    animation-name: latch-sheet; }
}
@media (prefers-reduced-motion: reduce) { .root, .root * { animation: none !important; transition: none !important; } }
button, input, select { font: inherit; color: inherit; }
:focus-visible { outline: 2px solid var(--l-accent); outline-offset: 2px; }
.list { list-style: none; margin: 0; padding: 0; display: grid; gap: 6px; }
.row { width: 100%; display: flex; align-items: center; gap: 12px; padding: 8px 12px; min-height: 52px;
  border: 0; border-radius: calc(var(--l-radius) * 4); background: var(--l-surface); color: var(--l-fg); cursor: pointer; text-align: start; }
.row-wrap { position: relative; }
.row.tagged { padding-inline-end: 104px; }
.row-wrap > .tag { position: absolute; inset-inline-end: 12px; top: 50%; transform: translateY(-50%); pointer-events: none; max-width: 92px;
  overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.row:hover { background: color-mix(in srgb, var(--l-accent) 12%, var(--l-surface)); }
.row[aria-current="true"] { box-shadow: inset 0 0 0 2px var(--l-accent); }
.row .name { flex: 1; font-weight: 500; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
/* SPEC's tags QR CODE, INSTALLED, RECENT: small capitals with at least 4.5:1 contrast in both themes */
.tag { font-size: calc(var(--l-fs) * 1.05); font-weight: 600; letter-spacing: 0.04em; text-transform: uppercase; color: var(--l-muted);
  padding: 3px 6px; border-radius: calc(var(--l-radius) * 1.5); background: color-mix(in srgb, var(--l-fg) 7%, var(--l-surface)); }
.tag.accent { color: var(--l-accent-ink); background: color-mix(in srgb, var(--l-accent) 14%, var(--l-surface)); }
.wallet-icon { width: 36px; height: 36px; border-radius: calc(var(--l-radius) * 2.5); object-fit: cover; flex: none; background: var(--l-bg); }
.wallet-icon.placeholder { background: color-mix(in srgb, var(--l-fg) 8%, var(--l-bg)); display: grid; place-items: center; font-weight: 600; color: var(--l-muted); }
.wallet-icon.large { width: 72px; height: 72px; border-radius: calc(var(--l-radius) * 5); font-size: calc(var(--l-fs) * 3); }
.wallet-icon.brand { display: grid; place-items: center; color: var(--l-fg); box-shadow: inset 0 0 0 1px color-mix(in srgb, var(--l-fg) 10%, transparent); }
.wallet-icon.grid-icon { display: grid; grid-template-columns: 1fr 1fr; gap: 3px; padding: 6px; background: var(--l-bg);
  box-shadow: inset 0 0 0 1px color-mix(in srgb, var(--l-fg) 10%, transparent); }
.grid-icon > span { border-radius: 3px; background: color-mix(in srgb, var(--l-accent) 55%, var(--l-bg)); }
.grid-icon > span:nth-child(2), .grid-icon > span:nth-child(3) { background: color-mix(in srgb, var(--l-fg) 22%, var(--l-bg)); }
.avatar-wrap { position: relative; display: inline-block; width: 72px; height: 72px; }
.avatar { display: block; width: 72px; height: 72px; border-radius: 50%; object-fit: cover;
  box-shadow: inset 0 0 0 1px color-mix(in srgb, var(--l-fg) 10%, transparent); }
.avatar-badge { position: absolute; inset-inline-end: -4px; bottom: -4px; border-radius: calc(var(--l-radius) * 2); padding: 2px; background: var(--l-bg); }
.avatar-badge .wallet-icon { width: 24px; height: 24px; border-radius: calc(var(--l-radius) * 1.5); font-size: calc(var(--l-fs) * 1.1); }
.network-chip .wallet-icon { width: 20px; height: 20px; border-radius: 50%; font-size: calc(var(--l-fs) * 1); }
.help-list { list-style: none; margin: 0; padding: 0; display: grid; gap: 14px; }
.help-point { display: flex; gap: 12px; align-items: flex-start; text-align: start; }
.help-point > span:last-child { display: grid; gap: 2px; }
.help-icon { flex: none; width: 40px; height: 40px; border-radius: 50%; display: grid; place-items: center; color: var(--l-accent-ink);
  background: color-mix(in srgb, var(--l-accent) 14%, var(--l-surface)); }
.help-title { font-weight: 600; }
.get-wallet { display: flex; gap: 12px; align-items: center; padding: 8px 12px; border-radius: calc(var(--l-radius) * 4); background: var(--l-surface); }
.get-wallet-body { display: grid; gap: 2px; min-width: 0; flex: 1; }
.get-wallet .name { font-weight: 500; }
.store-links { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 4px 12px; font-size: calc(var(--l-fs) * 1.2); }
.store-links a { color: var(--l-accent-ink); text-decoration: underline; text-underline-offset: 2px; }
.center { display: flex; flex-direction: column; align-items: center; gap: 10px; text-align: center; padding: 12px 0; }
.muted { color: var(--l-muted); }
.small { font-size: calc(var(--l-fs) * 1.2); }
.big { font-size: calc(var(--l-fs) * 2.4); font-weight: 600; }
.mono { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; word-break: break-all; }
.error { color: var(--l-error); }
.acknowledge { display: flex; align-items: flex-start; gap: 8px; overflow-wrap: anywhere; }
.approvals { list-style: none; margin: 0; padding: 0; }
.approval { display: flex; align-items: center; justify-content: space-between; gap: 8px; padding: 8px 0; border-bottom: 1px solid var(--l-surface); }
.primary { display: inline-flex; justify-content: center; align-items: center; gap: 6px; min-height: 40px; padding: 8px 16px; border: 0;
  border-radius: calc(var(--l-radius) * 4); background: var(--l-accent); color: var(--l-on-accent); font-weight: 600; cursor: pointer; text-decoration: none; }
.primary[disabled] { opacity: 0.6; cursor: default; }
.secondary { display: inline-flex; justify-content: center; align-items: center; gap: 6px; min-height: 40px; padding: 8px 14px;
  border: 0; border-radius: calc(var(--l-radius) * 4); background: var(--l-surface); color: var(--l-fg); font-weight: 500; cursor: pointer; }
.secondary:hover { background: color-mix(in srgb, var(--l-accent) 12%, var(--l-surface)); }
.text-link { justify-self: center; min-height: 32px; padding: 4px 8px; border: 0; background: none; color: var(--l-fg); text-decoration: underline; cursor: pointer; }
.actions { display: grid; grid-auto-flow: column; grid-auto-columns: 1fr; gap: 8px; width: 100%; }
.stack { display: grid; gap: 10px; width: 100%; }
.search { width: 100%; padding: 10px 12px; border-radius: calc(var(--l-radius) * 4); border: 1px solid color-mix(in srgb, var(--l-fg) 14%, transparent);
  background: var(--l-surface); }
.scroller { height: 360px; overflow: auto; margin-top: 10px; position: relative; }
.tablist { display: grid; grid-template-columns: repeat(3, 1fr); gap: 4px; padding: 4px; border-radius: calc(var(--l-radius) * 4);
  background: var(--l-surface); width: 100%; }
.tab { border: 0; padding: 6px; border-radius: calc(var(--l-radius) * 3); background: transparent; cursor: pointer; color: var(--l-muted); }
.tab[aria-selected="true"] { background: var(--l-bg); color: var(--l-fg); font-weight: 600; }
.tabpanel { width: 100%; padding-top: 10px; min-height: 80px; }
.token { display: flex; justify-content: space-between; align-items: center; padding: 8px 12px; border-radius: calc(var(--l-radius) * 3); background: var(--l-surface); }
.token .activity-main { flex: 1; text-align: start; overflow: hidden; text-overflow: ellipsis; }
.token.activity { gap: 8px; }
.activity-amounts { display: grid; text-align: end; font-variant-numeric: tabular-nums; }
.group-title { margin: 6px 0 0; font-weight: 600; }
.field { display: grid; gap: 4px; text-align: start; width: 100%; }
.swap-line { display: flex; gap: 8px; align-items: center; }
.swap-line input, .swap-line output { flex: 1; min-width: 0; }
.swap-token { display: inline-flex; align-items: center; gap: 6px; white-space: nowrap; }
.swap-token .wallet-icon { width: 20px; height: 20px; }
.swap-balance { display: flex; gap: 8px; align-items: center; justify-content: space-between; }
.swap-details { display: grid; grid-template-columns: 1fr auto; gap: 4px 12px; margin: 0; width: 100%; }
.swap-details dd { margin: 0; text-align: end; font-variant-numeric: tabular-nums; }
.swap-tiers { display: grid; gap: 4px; border: 0; padding: 0; margin: 0; text-align: start; width: 100%; }
.field input, .field select { padding: 10px 12px; border-radius: calc(var(--l-radius) * 3); border: 1px solid color-mix(in srgb, var(--l-fg) 14%, transparent);
  background: var(--l-surface); width: 100%; }
.qr { width: 220px; height: 220px; border-radius: calc(var(--l-radius) * 4); background: #fff; padding: 8px; }
.notices { position: fixed; left: 50%; top: 16px; transform: translateX(-50%); z-index: calc(var(--l-z) + 1); display: grid; gap: 8px;
  width: min(${width}, calc(100vw - 32px)); pointer-events: none; }
.notice { pointer-events: auto; display: flex; gap: 10px; align-items: flex-start; padding: 10px 14px; border-radius: calc(var(--l-radius) * 4);
  background: var(--l-bg); color: var(--l-fg); box-shadow: 0 6px 24px rgb(0 0 0 / 0.25); border: 1px solid color-mix(in srgb, var(--l-fg) 10%, transparent); }
.notice[data-variant="error"] { border-color: var(--l-error); }
.notice[data-variant="success"] { border-color: #30a46c; }
.toast:empty { display: none; }
.notice .text { flex: 1; }
.notice strong { display: block; }
.root [hidden] { display: none !important; }
.divider { width: 100%; border: 0; border-top: 1px solid color-mix(in srgb, var(--l-fg) 10%, transparent); margin: 4px 0; }
.code-input { text-align: center; letter-spacing: 0.4em; font-size: calc(var(--l-fs) * 2); font-variant-numeric: tabular-nums; }
.frame-slot { width: 100%; height: 420px; border-radius: calc(var(--l-radius) * 4); background: var(--l-surface); }
.auth-name { overflow-wrap: anywhere; }
.badge { padding: 2px 8px; border-radius: calc(var(--l-radius) * 4); background: var(--l-surface); color: var(--l-fg);
  font-size: calc(var(--l-fs) * 1.2); }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
`
