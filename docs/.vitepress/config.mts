import { existsSync, readFileSync } from 'node:fs'
import { defineConfig, type DefaultTheme } from 'vitepress'

// the generated reference's sidebar (TypeDoc writes it beside the pages: `npm run docs` runs TypeDoc first)
const apiSidebarFile = new URL('../reference/api/typedoc-sidebar.json', import.meta.url)
const apiSidebar: DefaultTheme.SidebarItem[] = existsSync(apiSidebarFile)
  ? JSON.parse(readFileSync(apiSidebarFile, 'utf8'))
  : []

const gettingStarted: DefaultTheme.SidebarItem = {
  text: 'Getting started',
  items: [
    { text: 'Introduction', link: '/getting-started/introduction' },
    { text: 'Installation', link: '/getting-started/installation' },
    { text: 'Quick start: React', link: '/getting-started/react' },
    { text: 'Quick start: Next.js', link: '/getting-started/nextjs' },
    { text: 'Quick start: plain HTML', link: '/getting-started/html' },
    { text: 'Try the demo', link: '/getting-started/demo' },
  ],
}

const guides: DefaultTheme.SidebarItem = {
  text: 'Guides',
  items: [
    { text: 'Phone wallets and the relay', link: '/guides/phone-wallets' },
    { text: 'Connection health', link: '/guides/connection-health' },
    { text: 'Email and social wallet', link: '/guides/embedded-wallet' },
    { text: 'Passkeys', link: '/guides/passkeys' },
    { text: 'What the approval card shows', link: '/guides/approval-card' },
    { text: 'Sign in with X', link: '/guides/sign-in' },
    { text: 'Solana and Bitcoin', link: '/guides/solana-bitcoin' },
    { text: 'Swap, buy with a card, pay', link: '/guides/swap-buy-pay' },
    { text: 'Smart accounts and sponsored gas', link: '/guides/smart-accounts' },
    { text: 'Theming', link: '/guides/theming' },
    { text: 'Languages', link: '/guides/languages' },
    { text: 'Wallet lists', link: '/guides/wallet-lists' },
    { text: 'Coinbase, Safe and Ledger', link: '/guides/connectors' },
    { text: 'Your own connect screen (headless)', link: '/guides/headless' },
    { text: 'Testing with mock wallets', link: '/guides/testing' },
    { text: 'wagmi beside Latch', link: '/guides/wagmi' },
    { text: 'Server rendering and cookies', link: '/guides/ssr' },
    { text: 'What loads when', link: '/guides/performance' },
    { text: 'Migrating from AppKit', link: '/guides/migrate-appkit' },
    { text: 'Migrating from RainbowKit', link: '/guides/migrate-rainbowkit' },
  ],
}

const selfHosting: DefaultTheme.SidebarItem = {
  text: 'Self-hosting',
  items: [
    { text: 'Architecture', link: '/self-hosting/' },
    { text: 'Configuration', link: '/self-hosting/configuration' },
    { text: 'Operations', link: '/self-hosting/operations' },
    { text: 'The dashboard', link: '/self-hosting/dashboard' },
    { text: 'The local stack', link: '/self-hosting/local-stack' },
  ],
}

const reference: DefaultTheme.SidebarItem[] = [
  {
    text: 'Reference',
    items: [
      { text: 'Overview', link: '/reference/' },
      { text: 'Events', link: '/reference/events' },
      { text: 'Views', link: '/reference/views' },
      { text: 'Theme variables', link: '/reference/theme-variables' },
      { text: 'Errors', link: '/reference/errors' },
      { text: 'Alerts', link: '/reference/alerts' },
      { text: 'Writing an adapter', link: '/reference/adapters' },
      { text: 'Cloud HTTP API', link: '/reference/cloud-api' },
      { text: 'Packages as published', link: '/reference/packages' },
    ],
  },
  { text: 'API (from the types)', items: apiSidebar },
]

export default defineConfig({
  title: 'Latch',
  description: 'An open, self-hostable wallet-connection modal',
  // the build contracts and design notes are for people working on Latch, not part of the site
  srcExclude: ['design/**', 'README.md'],
  cleanUrls: true,
  lastUpdated: false,
  // a dead link fails the build (VitePress' default, kept on purpose): the test that builds the site relies on it
  // (links to a local server, which API comments name as examples, are not pages of the site)
  ignoreDeadLinks: [/^https?:\/\/(localhost|127\.0\.0\.1)/],
  themeConfig: {
    nav: [
      { text: 'Getting started', link: '/getting-started/introduction' },
      { text: 'Guides', link: '/guides/phone-wallets' },
      { text: 'Self-hosting', link: '/self-hosting/' },
      { text: 'Reference', link: '/reference/' },
    ],
    sidebar: {
      '/getting-started/': [gettingStarted, guides],
      '/guides/': [gettingStarted, guides],
      '/self-hosting/': [selfHosting],
      '/reference/': reference,
    },
    search: { provider: 'local' },
    outline: { level: [2, 3] },
  },
})
