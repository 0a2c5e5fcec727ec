import type { Meta, StoryObj } from "@storybook/react-vite";
import { statesStory } from "#catalogue/states.tsx";
import { AboutTeaser } from "./AboutTeaser";

/**
 * The home page's short introduction of the app on the soft tint, with "Loe lähemalt", an outlined
 * link to the about page. No props: its text is in src/content/home.ts. Hover fills the link with ink.
 */
const meta = { title: "AboutTeaser", component: AboutTeaser } satisfies Meta<typeof AboutTeaser>;

export default meta;

/** The section once per state of its link. */
export const States: StoryObj<typeof meta> = statesStory({
  control: "a",
  layout: "columns",
  copy: () => <AboutTeaser />,
});
