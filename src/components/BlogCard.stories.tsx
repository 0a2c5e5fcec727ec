import type { Meta, StoryObj } from "@storybook/react-vite";
import { statesStory } from "#catalogue/states.tsx";
import { posts } from "../content/posts";
import { BlogCard } from "./BlogCard";

/**
 * An article on the blog page: its photo, date, title, excerpt and "Loe edasi", a leaf link to the
 * article (named "Loe edasi: <title>" for screen readers). `post` is the article's summary;
 * `imageImportance` is `lcp` for the first card, whose photo the page fetches at once. Hover underlines
 * the link.
 */
const meta = {
  title: "BlogCard",
  component: BlogCard,
  args: { post: posts[0], imageImportance: "lcp" },
} satisfies Meta<typeof BlogCard>;

export default meta;

/** The card once per state of its link; the copy at rest is how the blog page shows it. */
export const States: StoryObj<typeof meta> = statesStory({
  control: "a",
  layout: "columns",
  copy: () => <BlogCard post={posts[0]} imageImportance="lcp" />,
});
