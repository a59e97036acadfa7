// Emails captured from wallet users (SPEC §2 DataCapture), one per account and project.
export interface CapturedEmailsTable {
  project_id: string
  /** CAIP-10, as the visitor's sign-in session names it */
  account: string
  email: string
  created: number | string
}

export interface DataCaptureTables {
  captured_emails: CapturedEmailsTable
}
