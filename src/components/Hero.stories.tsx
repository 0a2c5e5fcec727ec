import type { Meta, StoryObj } from "@storybook/react-vite";
import { Hero } from "./Hero";

/**
 * The first screen of the home page (`#avaleht`): a short label, the page's one h1, the promise, both
 * store badges and the phone preview drawn in SVG, so it looks complete without a photo. One column
 * on a phone, two from 768 px. No props: its text is in src/content/home.ts. The badges' states are
 * in StoreBadges.
 */
const meta = { title: "Hero", component: Hero, parameters: { layout: "fullscreen" } } satisfies Meta<typeof Hero>;

export default meta;

export const Default: StoryObj<typeof meta> = { name: "default" };
