import type { StorybookConfig } from "@storybook/react-vite";
import { moduleGraph } from "../src/build/module-graph.ts";

const config: StorybookConfig = {
  framework: "@storybook/react-vite",
  // Stories sit next to their components.
  stories: ["../src/**/*.stories.tsx"],
  // Docs pages from the stories (autodocs); states forced for the "states" stories (.storybook/states.tsx).
  addons: ["@storybook/addon-a11y", "@storybook/addon-docs", "storybook-addon-pseudo-states"],
  // react-docgen-typescript crashes on TypeScript 7; the default parser reads our props fine.
  typescript: { reactDocgen: "react-docgen" },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Which module imports which, stories and the catalogue's preview included, for the visual review's
  // causes: storybook-static/module-graph.json (the build's output folder is storybook-static itself).
  // (The plugin runs in builds only.)
  viteFinal: (config) => ({ ...config, plugins: [...(config.plugins ?? []), moduleGraph({ place: "in-output" })] }),
};

export default config;
