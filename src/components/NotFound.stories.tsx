import type { Meta, StoryObj } from "@storybook/react-vite";
import { NotFound } from "./NotFound";

const meta = { title: "NotFound", component: NotFound } satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An unknown address anywhere on the site. */
export const Page: Story = { name: "page", args: { kind: "page" } };

/** An unknown article slug under /blog. */
export const Post: Story = { name: "post", args: { kind: "post" } };
