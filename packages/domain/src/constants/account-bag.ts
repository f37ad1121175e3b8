// Not a spec key (§3 lists those in storage-keys.ts): this browser's copy of a signed-in shopper's bag,
// shown when the server is out of reach and removed at sign-out (decision 0785). Its own module: the
// spec's keys are in every page's first JavaScript, and this one is only read by code loaded later.
export const ACCOUNT_BAG_KEY = 'haat.accountBag'
