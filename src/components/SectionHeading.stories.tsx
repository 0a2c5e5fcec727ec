import type { Meta, StoryObj } from "@storybook/react-vite";
import { SectionHeading } from "./SectionHeading";

/**
 * The h2 that opens a section of a page, large and tight, balanced over its lines. `id` is what the
 * section's `aria-labelledby` names; `children` is the text.
 */
const meta = {
  title: "SectionHeading",
  component: SectionHeading,
  args: { id: "naide-pealkiri", children: "Üks pakett, kõik võimalused" },
} satisfies Meta<typeof SectionHeading>;

export default meta;

export const Default: StoryObj<typeof meta> = { name: "default" };
