import type { Meta, StoryObj } from "@storybook/react-vite";
import { ValueCards } from "./ValueCards";

/**
 * The about page's three values (personal approach, AI technology, community) as cards with a lime icon,
 * a heading and a line of text; stacked on a phone, side by side from 768 px. No props: its text is in
 * src/content/about.ts. Nothing in it is interactive.
 */
const meta = { title: "ValueCards", component: ValueCards } satisfies Meta<typeof ValueCards>;

export default meta;

export const Default: StoryObj<typeof meta> = { name: "default" };
