// Both gas modes of the embedded wallet's smart account: the switch shows the demo under the seeded project
// with sponsored gas on (the project's paymaster pays) or under the plain demo project (the smart account pays).
import { CLOUD_URL, DEMO_PROJECT_ID, PROJECT_ID, SPONSORED_PROJECT_ID } from './config.ts'

/** the page again under the other demo project; the rest of its query stays */
function switchTo(sponsored: boolean) {
  const url = new URL(location.href)
  if (sponsored) url.searchParams.set('projectId', SPONSORED_PROJECT_ID)
  else url.searchParams.delete('projectId')
  location.assign(url.href)
}

export function GasSponsorship() {
  // an operator's own project (?projectId=) keeps its own setting
  if (!CLOUD_URL || (PROJECT_ID !== DEMO_PROJECT_ID && PROJECT_ID !== SPONSORED_PROJECT_ID)) return null
  const sponsored = PROJECT_ID === SPONSORED_PROJECT_ID
  return (
    <section aria-label="Gas">
      <h2>Gas</h2>
      <label>
        <input type="checkbox" checked={sponsored} onChange={(event) => switchTo(event.target.checked)} /> Sponsored gas
      </label>
      <p>
        {sponsored
          ? `Project ${SPONSORED_PROJECT_ID}: the app's paymaster pays the gas of an email or social sign-in's smart account, even one holding no ETH.`
          : `Project ${DEMO_PROJECT_ID}: the smart account pays its own gas. Switch on to let the app's paymaster pay it.`}
      </p>
    </section>
  )
}
