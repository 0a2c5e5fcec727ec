import type { Meta, StoryObj } from "@storybook/react-vite";
import { Footer } from "./Footer";

/**
 * The footer of every page (`#lehe-lopp`, where "Proovi kohe" leads): the logo, © 2025 and "Kõik õigused
 * kaitstud." on the soft tint. No props. Nothing in it is interactive.
 */
const meta = { title: "Footer", component: Footer, parameters: { layout: "fullscreen" } } satisfies Meta<typeof Footer>;

export default meta;

export const Default: StoryObj<typeof meta> = { name: "default" };
