import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { inBox } from "#catalogue/decorators.tsx";
import { forcedStates, WITHOUT_TRANSITIONS } from "#catalogue/states.tsx";
import { Header } from "./Header";

/**
 * The sticky header of every page: the logo (a link home) and the main menu, "Avaleht", "Meist",
 * "Paketid", "Blogi" and "Kontakt". What each entry does depends on the page (src/lib/navigation.ts):
 * it scrolls, goes to another page, or, on its own page, is marked current (lime) and does nothing.
 * Below 768 px the menu sits behind the "Menüü" toggle and closes after a choice, on Escape or a tap
 * outside it. No props: it reads the address it is on (`parameters.route` in these stories).
 */
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

/** The n-th entry of the menu. */
const entry = (n: number) => `nav li:nth-child(${n}) a`;

/**
 * One header, its entries in every state on the about page: "Avaleht" at rest, "Meist" current,
 * "Paketid" hovered, "Blogi" focused from the keyboard, "Kontakt" pressed; the open menu's toggle
 * focused too. From 768 px the toggle is hidden and the entries are inline.
 */
export const States: Story = {
  parameters: { route: "/about" },
  globals: forcedStates({ hover: [entry(3)], focusVisible: [entry(4), "button[aria-controls]"], active: [entry(5)] }),
  // Room for the open menu, where there is one.
  decorators: [inBox(`min-h-96 md:min-h-0 ${WITHOUT_TRANSITIONS}`)],
  play: async ({ canvas, userEvent }) => {
    // On a wide screen the toggle is hidden (so it has no name) and the menu always shown: opening it
    // changes nothing there.
    await userEvent.click(canvas.getByRole("button", { expanded: false, hidden: true }));
    await expect(canvas.getByRole("navigation", { name: "Peamenüü" })).toBeVisible();
  },
};
