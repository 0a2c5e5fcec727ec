import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { msw } from "msw/vite";
import { defineConfig } from "vite";
import { bundleComposition } from "./src/build/bundle-composition.ts";
import { localHostPlugin } from "./src/build/local-host-plugin.ts";
import { moduleGraph } from "./src/build/module-graph.ts";

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
    // Which module imports which, for the visual review's causes (the catalogue adds its own, .storybook/main.ts).
    !(underVitest || underStorybook) && moduleGraph(),
  ],
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
});
