import type { Meta, StoryObj } from "@storybook/react-vite";
import { inBox } from "../../.storybook/decorators";
import { StoreBadges } from "./StoreBadge";

const meta = { title: "StoreBadges", component: StoreBadges } satisfies Meta<typeof StoreBadges>;

export default meta;
type Story = StoryObj<typeof meta>;

/** For light sections (hero, about page). */
export const Dark: Story = { name: "dark", args: { tone: "dark" } };

/** For the dark download band. */
export const Light: Story = {
  name: "light",
  args: { tone: "light" },
  decorators: [inBox("bg-ink p-6")],
};
