import type { Meta, StoryObj } from "@storybook/react-vite";
import { Logo } from "./Logo";

/**
 * The Vormis wordmark beside its mark, a lime tick rising out of an ink square, drawn in SVG. The
 * header makes it a link home; the footer shows it as it is. No props; the name is `site.name`.
 */
const meta = { title: "Logo", component: Logo } satisfies Meta<typeof Logo>;

export default meta;

export const Default: StoryObj<typeof meta> = { name: "default" };
