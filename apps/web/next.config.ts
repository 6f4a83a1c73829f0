import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin({
  requestConfig: './src/i18n/request.ts',
  experimental: {
    // The messages are compiled when the app is built, so the browser formats them without the ICU
    // parser (about 8 kB gzip of every page's first load; docs/benchmarks.md, "first-load JavaScript").
    messages: { path: './messages', format: 'json', locales: 'infer', precompile: true },
  },
});

const nextConfig: NextConfig = {
  reactStrictMode: true,
  // NEXT_DIST_DIR lets two builds live side by side (parallel end-to-end runs); default .next.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // packages/shared is source-only TypeScript; Next compiles it with the app.
  transpilePackages: ['@app/shared'],
  turbopack: { root: path.join(import.meta.dirname, '../..') },
  images: { formats: ['image/webp'] },
  productionBrowserSourceMaps: process.env.NEXT_SOURCE_MAPS === '1',
};

export default withNextIntl(nextConfig);
