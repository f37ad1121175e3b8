// How the admin names an import's state (decision 0772).
export const STATUS_TEXT = {
  checking: 'Checking',
  checked: 'Checked: waiting for you',
  queued: 'Queued',
  running: 'Importing',
  done: 'Imported',
  failed: 'Failed',
} as const
