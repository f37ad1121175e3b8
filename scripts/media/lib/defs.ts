// Gradients every scene may reference by id. Shadows are radial gradients, not blur filters:
// librsvg's blur made each photo ~4× slower to rasterise.
export const GLOBAL_DEFS = `
  <radialGradient id="shadow"><stop offset="0" stop-color="#000" stop-opacity="1"/><stop offset="0.55" stop-color="#000" stop-opacity="0.55"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
  <radialGradient id="flame-glow"><stop offset="0" stop-color="#ffd27a" stop-opacity="0.9"/><stop offset="1" stop-color="#ffd27a" stop-opacity="0"/></radialGradient>
  <radialGradient id="lamp-glow"><stop offset="0" stop-color="#fff1c2" stop-opacity="0.95"/><stop offset="1" stop-color="#fff1c2" stop-opacity="0"/></radialGradient>
  <linearGradient id="lens" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2b2f3a"/><stop offset="1" stop-color="#5a6478"/></linearGradient>
  <radialGradient id="studio-light" cx="0.3" cy="0.2" r="0.9"><stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
  <linearGradient id="wood" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#c99a68"/><stop offset="1" stop-color="#9c6d43"/></linearGradient>`
