import type { StorybookConfig } from "@storybook/react-vite";

const config: StorybookConfig = {
  framework: "@storybook/react-vite",
  // Stories sit next to their components.
  stories: ["../src/**/*.stories.tsx"],
  // Docs pages from the stories (autodocs); states forced for the "states" stories (.storybook/states.tsx).
  addons: ["@storybook/addon-a11y", "@storybook/addon-docs", "storybook-addon-pseudo-states"],
  // react-docgen-typescript crashes on TypeScript 7; the default parser reads our props fine.
  typescript: { reactDocgen: "react-docgen" },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
};

export default config;
