// The states of a catalogue import (decision 0772), without zod: the admin's import page reads them in
// the browser, where the schemas would only add weight.
export const IMPORT_STATUSES = ['checking', 'checked', 'queued', 'running', 'done', 'failed'] as const
export type ImportStatus = (typeof IMPORT_STATUSES)[number]
/** Still moving: the page keeps asking. */
export const importBusy = (s: ImportStatus) => s === 'checking' || s === 'queued' || s === 'running'
