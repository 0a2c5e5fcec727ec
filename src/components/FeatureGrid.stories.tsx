import type { Meta, StoryObj } from "@storybook/react-vite";
import { FeatureGrid } from "./FeatureGrid";

/**
 * The about page's five features (workouts, nutrition, AI assistant, social network, analytics), each
 * with a lime icon on ink, a heading and a line of text; one, two or three columns as the screen widens.
 * No props: its text is in src/content/about.ts. Nothing in it is interactive.
 */
const meta = { title: "FeatureGrid", component: FeatureGrid } satisfies Meta<typeof FeatureGrid>;

export default meta;

export const Default: StoryObj<typeof meta> = { name: "default" };
