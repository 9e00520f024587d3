import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

// The dev server and `vite preview` forward API, health and socket.io traffic to the gateway,
// so the browser always talks to one origin (same cookies, no CORS) as it does in production.
const gatewayUrl = process.env.TRADEHUB_GATEWAY_URL ?? 'http://127.0.0.1:3001';
// The browser's Host header is kept (a string target would rewrite it to the gateway's): the gateway
// refuses writes and socket handshakes whose Origin is neither APP_URL nor the origin the request was
// addressed to (gateway/src/plugins/same-origin.ts), and with Host kept, http://localhost:5173 is that.
const toGateway = { target: gatewayUrl, changeOrigin: false };

/**
 * The antd components of the signed-in shell and the dashboard's first paint (and of most other screens):
 * one chunk with everything they need that the first bundle has not, instead of ~30 small files.
 */
const ANTD_SHELL =
  /node_modules[\\/]antd[\\/]es[\\/](alert|app|auto-complete|badge|button|card|config-provider|dropdown|drawer|empty|grid|col|row|input|menu|popover|progress|result|segmented|select|skeleton|space|spin|tag|tooltip)[\\/]/;

export default defineConfig({
  plugins: [
    react(),
    // Brotli and gzip copies of every text asset over 1 KB, written next to it at build time: the gateway
    // serves the smallest one the browser accepts (@fastify/static preCompressed) without compressing per
    // request. The first screen's ~440 kB of raw JavaScript travels as ~140 kB gzip, less as brotli.
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
  ],
  build: {
    outDir: 'dist',
    // antd's shell components (~680 kB, 220 kB gzip) and echarts (bar chart, grid, tooltip, legend, canvas;
    // ~520 kB) are the two large chunks, each loaded lazily; every other chunk stays well below this.
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      // Rolldown's automatic splitting left ~70 files before the dashboard's first paint, many of them a
      // few hundred bytes shared by two routes (an icon, a context, a hook). Common chunks under 8 KB are
      // copied into the chunks that use them instead; Rolldown's runtime keeps one instance of each
      // module (one React context, one store) across the copies, and Vite keeps chunks with CSS as files.
      // 42 scripts instead of 74; interleaved bench:web runs, LCP p50 1,528 → 1,420 and 1,744 → 1,504 ms
      // (loadtests/README.md's git history). Requires entry exports to be droppable, which an app entry's are.
      //
      // Then two groups. With the first screen's data asked for ahead of the router (app/router.tsx), the
      // ~35 files the shell and the dashboard still needed were the next wait: six connections, each file a
      // round trip to a gateway sharing two cores with Chromium. The first bundle's libraries become one
      // chunk (React, i18next, TanStack Query: 5 files instead of 12, 142 instead of 147 KB gzip), and
      // antd's shell components another (ANTD_SHELL; it takes their dependencies, not the first bundle's,
      // which the higher-priority group already holds). The dashboard needs 8 files instead of 32 (267
      // instead of 298 KB gzip); bench:web, 20 loads each in one sitting: LCP p50/p95 916/1,080 → 812/880 ms.
      // The landing page downloads 25 KB more (8 files instead of 24), a pending account's screen 67 KB.
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          experimentalInlineCommonChunks: { maxSize: 8 * 1024 },
          groups: [
            { name: 'vendor-initial', tags: ['$initial'], test: /node_modules/, priority: 3 },
            { name: 'antd-shell', test: ANTD_SHELL, priority: 2 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': toGateway,
      '/health': toGateway,
      '/ready': toGateway,
      '/socket.io': { ...toGateway, ws: true },
    },
  },
});
