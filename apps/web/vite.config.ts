import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { shellChunkGroups } from './scripts/shell-chunk.ts'

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    // HAAT_SOURCEMAP=1 npm run build: maps for measuring what each chunk holds.
    sourcemap: process.env.HAAT_SOURCEMAP === '1',
    // HAAT_NO_MINIFY=1 npm run build: readable names in a profile (scripts/lighthouse/profile-hydration.ts).
    minify: process.env.HAAT_NO_MINIFY !== '1',
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: { groups: shellChunkGroups() } } },
  },
}))
