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
    // echarts (bar chart, grid, tooltip, legend, canvas) is one ~540 kB chunk of its own, loaded lazily by
    // the dashboard's charts; every other chunk stays well below this.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      // Rolldown's automatic splitting left ~70 files before the dashboard's first paint, many of them a
      // few hundred bytes shared by two routes (an icon, a context, a hook). Common chunks under 8 KB are
      // copied into the chunks that use them instead; Rolldown's runtime keeps one instance of each
      // module (one React context, one store) across the copies, and Vite keeps chunks with CSS as files.
      // 42 scripts instead of 74; interleaved bench:web runs, LCP p50 1,528 → 1,420 and 1,744 → 1,504 ms
      // (loadtests/README.md). Requires entry exports to be droppable, which an app entry's are.
      preserveEntrySignatures: false,
      output: {
        codeSplitting: { experimentalInlineCommonChunks: { maxSize: 8 * 1024 } },
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
