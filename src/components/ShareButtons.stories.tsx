import type { Meta, StoryObj } from "@storybook/react-vite";
import { ShareButtons } from "./ShareButtons";

const meta = {
  title: "ShareButtons",
  component: ShareButtons,
  args: { path: "/blog/kodutreening-vs-jousaal" },
} satisfies Meta<typeof ShareButtons>;

export default meta;

export const Default: StoryObj<typeof meta> = { name: "default" };
