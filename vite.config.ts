import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { msw } from "msw/vite";
import { defineConfig } from "vitest/config";
import { localHostPlugin } from "./src/server/local-host-plugin.ts";

const underVitest = Boolean(process.env.VITEST);
const mockMode = process.env.VITE_MSW === "1";

export default defineConfig({
  plugins: [
    tailwindcss(),
    // The React Router plugin cannot run inside Vitest; plain React is enough there.
    underVitest ? react() : reactRouter(),
    // Mock mode serves the MSW worker from the dev server; production never includes it.
    mockMode && msw({ mode: "worker-only" }),
    localHostPlugin(),
  ],
  resolve: { tsconfigPaths: true },
  server: { port: 5173, strictPort: true },
  // Scan every module up front, so the dev server never reloads a page to add a late-found dependency.
  optimizeDeps: { entries: ["src/**/*.tsx", "mocks/browser.ts"] },
  // No data: URIs: every asset is a file, so the Content-Security-Policy can stay 'self'.
  build: { assetsInlineLimit: 0 },
  test: {
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}", "mocks/**/*.test.ts", "specs/unit/**/*.test.ts", "bench/**/*.test.ts"],
    setupFiles: ["./src/test-setup.ts"],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
