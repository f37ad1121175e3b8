import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

// '#api-context' stays external in the server bundle: server.ts and the route loaders must share ONE
// context token (React Router matches context keys by identity).
const sharedWithServer = ['#api-context']

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  ssr: { external: sharedWithServer },
  environments: {
    ssr: { build: { rolldownOptions: { external: sharedWithServer } } },
  },
})
