import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const gateway = process.env.GATEWAY_URL ?? 'http://localhost:8080';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  resolve: {
    alias: {
      '@shop/validation': fileURLToPath(new URL('../libs/contracts/src/validation.ts', import.meta.url)),
    },
  },
  server: {
    // The gateway serves the API on the same origin in production; the dev server forwards to it.
    proxy: { '/graphql': gateway, '/api': gateway, '/images': gateway },
  },
  preview: {
    proxy: { '/graphql': gateway, '/api': gateway, '/images': gateway },
  },
  // The first-screen renderer (src/entry-server.tsx, decision 0904): one self-contained CommonJS
  // file in dist-server/ for the gateway, React in its production build.
  ...(isSsrBuild
    ? {
        ssr: { noExternal: true },
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        build: {
          target: 'node20',
          outDir: 'dist-server',
          emptyOutDir: true,
          copyPublicDir: false,
          rolldownOptions: {
            input: 'src/entry-server.tsx',
            output: { format: 'cjs' as const, entryFileNames: 'first-screen.cjs', codeSplitting: false },
          },
        },
      }
    : {
        build: {
          target: 'es2022',
          // dist/.vite/manifest.json: bench/bundle-size.ts follows it to measure what each route loads.
          manifest: true,
          sourcemap: true,
          rolldownOptions: {
            // boot: the entry of a page the gateway drew (src/boot.ts, decision 0904).
            input: { index: fileURLToPath(new URL('index.html', import.meta.url)), boot: fileURLToPath(new URL('src/boot.ts', import.meta.url)) },
            output: {
              codeSplitting: {
                // Only libraries every page needs get named vendor chunks: they change rarely, so they
                // stay cached across deploys. UI components are left to automatic splitting, so
                // admin-only ones (tables, layout, charts) never land in what the storefront loads.
                groups: [
                  {
                    name: 'react',
                    test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/,
                    priority: 3,
                  },
                  { name: 'apollo', test: /node_modules[\\/](@apollo|graphql|rxjs|@wry|optimism|tslib|zen-observable)/, priority: 2 },
                  // Small helpers several lazy pages share: one chunk each side instead of one per file,
                  // so the entry's table of what each page preloads names fewer files.
                  {
                    name: 'shop-shared',
                    test: /src[\\/](lib[\\/](date-time\.logic|payment-data|apollo[\\/]pagination\.fragment)|components[\\/]address[\\/]address-text\.logic)\./,
                    priority: 1,
                  },
                ],
              },
            },
          },
        },
      }),
}));
