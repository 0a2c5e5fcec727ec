import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { inBox } from "../../.storybook/decorators";
import { Header } from "./Header";

const meta = {
  title: "Header",
  component: Header,
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

// The entries differ per page (see src/lib/navigation.ts): the page's own entry is marked current.
export const OnHome: Story = { name: "home page", parameters: { route: "/" } };
export const OnAbout: Story = { name: "about page", parameters: { route: "/about" } };
export const OnContact: Story = { name: "contact page", parameters: { route: "/contact" } };
export const OnBlog: Story = { name: "blog page", parameters: { route: "/blog" } };
export const OnArticle: Story = { name: "article page", parameters: { route: "/blog/5-nippi-tohusaks-treeninguks" } };

/** Below 768 px only: from there on the menu is always inline and the toggle is hidden. */
export const MenuOpen: Story = {
  name: "menu open",
  tags: ["small-screen"],
  parameters: { route: "/" },
  // The open menu hangs below the header; leave it room, as a page does.
  decorators: [inBox("min-h-96")],
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole("button", { name: "Menüü" });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(canvas.getByRole("navigation", { name: "Peamenüü" })).toBeVisible();
  },
};
