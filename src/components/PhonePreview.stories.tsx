import type { Meta, StoryObj } from "@storybook/react-vite";
import { PhonePreview } from "./PhonePreview";

/**
 * The app as a drawing beside the hero's text: a phone showing today's calorie ring and a workout in
 * progress, in SVG and CSS, so the first screen needs no photo. Read out as one image description.
 * No props. Nothing in it is interactive.
 */
const meta = { title: "PhonePreview", component: PhonePreview } satisfies Meta<typeof PhonePreview>;

export default meta;

export const Default: StoryObj<typeof meta> = { name: "default" };
