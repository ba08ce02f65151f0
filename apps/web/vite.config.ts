import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// The server (apps/server) serves dist/ and the API on port 3000; in development Vite forwards
// the API and the realtime socket there so the app runs same-origin exactly as in production.
const serverOrigin = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    rolldownOptions: {
      output: {
        // Libraries change far less often than our code: separate chunks stay cached across
        // deploys. Pages are split per route by the router's lazy() imports.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 3,
            },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/, priority: 2 },
            // Firebase is imported on demand (identity-provider path only): keep it out of the
            // shared vendor chunk so the first page view does not download it.
            {
              name: 'vendor',
              test: /node_modules[\\/](?!firebase[\\/]|@firebase[\\/])/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: serverOrigin, changeOrigin: true },
      '/socket.io': { target: serverOrigin, ws: true, changeOrigin: true },
    },
  },
});
