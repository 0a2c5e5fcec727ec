import type { Meta, StoryObj } from "@storybook/react-vite";
import { statesStory } from "#catalogue/states.tsx";
import { NotFound } from "./NotFound";

/**
 * The not-found page: "404", a heading, a line of text and an ink link back. `kind` is `page` for an
 * unknown address anywhere ("Lehte ei leitud", back "Avalehele") or `post` for an unknown article
 * ("Postitust ei leitud", back "Tagasi blogisse"). Hover turns the link leaf.
 */
const meta = { title: "NotFound", component: NotFound, args: { kind: "page" } } satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An unknown address anywhere on the site. */
export const Page: Story = { name: "page" };

/** An unknown article slug under /blog. */
export const Post: Story = { name: "post", args: { kind: "post" } };

/** The page once per state of its link. */
export const States: Story = statesStory({ control: "a", layout: "columns", copy: () => <NotFound kind="page" /> });
