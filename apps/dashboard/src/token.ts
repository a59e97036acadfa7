// The admin token: given once in the address's fragment (#token=…, as `npm start` prints it) or typed in, kept for
// the tab only (sessionStorage), and taken out of the address bar at once.
const KEY = 'latch-dashboard-token'

export function takeToken(): string | null {
  const fromHash = new URLSearchParams(location.hash.replace(/^#/, '')).get('token')
  if (fromHash) {
    sessionStorage.setItem(KEY, fromHash)
    history.replaceState(null, '', location.pathname + location.search)
  }
  return sessionStorage.getItem(KEY)
}

export const keepToken = (token: string) => sessionStorage.setItem(KEY, token)
export const forgetToken = () => sessionStorage.removeItem(KEY)
