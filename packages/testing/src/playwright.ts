// The few parts of Playwright's BrowserContext, Page, Locator and FrameLocator the kit calls, as shapes: Playwright's
// own objects (playwright, @playwright/test or playwright-core, any recent version) fit them, and the kit needs none
// installed.

/** A locator's options by role and accessible name, as Playwright's `getByRole` takes them. */
export interface RoleOptions {
  name?: string | RegExp
  exact?: boolean
}

/** The roles the kit's helpers look up. */
export type KitRole = 'button' | 'dialog' | 'heading' | 'textbox'

/** What the kit calls on a Playwright `Locator`. */
export interface LocatorLike {
  click(): Promise<void>
  fill(value: string): Promise<void>
  textContent(): Promise<string | null>
  count(): Promise<number>
  waitFor(options?: { state?: 'attached' | 'detached' | 'visible' | 'hidden'; timeout?: number }): Promise<void>
  isVisible(): Promise<boolean>
  getByRole(role: KitRole, options?: RoleOptions): LocatorLike
  getByLabel(text: string | RegExp, options?: { exact?: boolean }): LocatorLike
}

/** What the kit calls on a Playwright `FrameLocator` (an iframe's content, such as the embedded wallet's). */
export interface FrameLocatorLike {
  getByRole(role: KitRole, options?: RoleOptions): LocatorLike
}

/** What the kit calls on a Playwright `Page`. */
export interface PageLike {
  getByRole(role: KitRole, options?: RoleOptions): LocatorLike
  frameLocator(selector: string): FrameLocatorLike
  evaluate<R, Arg>(pageFunction: (arg: Arg) => R | Promise<R>, arg: Arg): Promise<R>
  evaluate<R>(pageFunction: () => R | Promise<R>): Promise<R>
}

/** What the kit calls on a Playwright `BrowserContext`: a script run in every page first, and a function pages may call. */
export interface BrowserContextLike {
  addInitScript(script: { content: string }): Promise<unknown>
  exposeFunction(name: string, callback: (...args: any[]) => unknown): Promise<unknown>
}
