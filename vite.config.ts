import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { msw } from "msw/vite";
import { defineConfig } from "vitest/config";
import { bundleComposition } from "./bench/bundle-composition.ts";
import { localHostPlugin } from "./src/server/local-host-plugin.ts";

const underVitest = Boolean(process.env.VITEST);
// Storybook's CLI sets STORYBOOK: the component catalogue renders stories, not the app's routes.
const underStorybook = Boolean(process.env.STORYBOOK);
const mockMode = process.env.VITE_MSW === "1";

export default defineConfig({
  plugins: [
    tailwindcss(),
    // The React Router plugin cannot run inside Vitest or Storybook; plain React is enough there.
    underVitest || underStorybook ? react() : reactRouter(),
    // Mock mode and the catalogue serve the MSW worker (the catalogue's build also emits it);
    // the site's production build never includes it.
    (mockMode || underStorybook) && msw({ mode: "worker-only" }),
    localHostPlugin(),
    // Which modules make up each browser chunk of the site: for the size budgets and `npm run bundle:report`.
    !(underVitest || underStorybook) && bundleComposition(),
  ],
  resolve: { tsconfigPaths: true },
  server: { port: 5173, strictPort: true },
  // Scan every module up front, so the dev server never reloads a page to add a late-found dependency.
  // (Stories are the catalogue's, not the site's: Storybook scans them itself.)
  optimizeDeps: { entries: ["src/**/*.tsx", "!src/**/*.stories.tsx", "mocks/browser.ts"] },
  // No data: URIs: every asset is a file, so the Content-Security-Policy can stay 'self'.
  build: { assetsInlineLimit: 0 },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              // Left alone, the build splits the app's shared components into a dozen small chunks,
              // 17 requests on the home page. A browser fetches at most six at once from a host
              // without HTTP/2, and on a slow phone each wave costs a round trip before the page can
              // go live. So the code most pages share goes in one chunk with what it imports (React,
              // React Router, the icons). What only some pages use stays out of it, as every page
              // downloads that chunk before it is live: the blog's posts and articles (each post's
              // text loads only on its own page). A page then asks for six to eight scripts, the
              // last ones small enough to arrive while the big ones still download. react-dom's own
              // entry (flushSync, for the contact form) joins them: on its own it became one more
              // request on every page, as the client entry imports it too.
              groups: [
                {
                  name: "shared",
                  test: /src[\\/](components|lib|content)[\\/](?!articles|posts|DownloadSection|StoreBadge|download)|lucide[\\/]|react-dom[\\/](index\.js|cjs[\\/]react-dom\.production\.js)/,
                  minShareCount: 2,
                  priority: 2,
                },
                {
                  name: "download",
                  test: /src[\\/](components[\\/](DownloadSection|StoreBadge)|content[\\/]download)|simple-icons[\\/]icons[\\/](apple|googleplay)/,
                  priority: 1,
                },
              ],
            },
          },
        },
      },
    },
  },
  test: {
    environment: "jsdom",
    include: [
      "src/**/*.test.{ts,tsx}",
      "mocks/**/*.test.ts",
      "bench/**/*.test.ts",
      "mutation/**/*.test.ts",
      "harness/**/*.test.ts",
      ".ci/**/*.test.ts",
      "engines/**/*.test.ts",
      "rule-coverage/**/*.test.ts",
      "stability/**/*.test.ts",
    ],
    // The console's report, and a machine-readable one that `npm run spec:coverage` reads.
    reporters: ["default", "json"],
    outputFile: { json: "spec-coverage/last-run/vitest.json" },
    setupFiles: ["./src/test-setup.ts"],
    // Worker threads start a test file's environment sooner than child processes: 41 s instead of 56 s
    // for the whole unit stage on a 2-core machine, every file still in its own environment.
    pool: "threads",
    restoreMocks: true,
    unstubGlobals: true,
  },
});
