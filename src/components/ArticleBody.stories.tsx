import type { Meta, StoryObj } from "@storybook/react-vite";
import { ArticleBody } from "./ArticleBody";

/**
 * The text of an article: its typed blocks (src/content/articles/) as headings, paragraphs, lists
 * with leaf markers and highlight boxes on the tint ("Pea meeles"). `blocks` is the article's list of
 * blocks; their text is always shown as text, never read as markup. Nothing in it is interactive.
 */
const meta = { title: "ArticleBody", component: ArticleBody } satisfies Meta<typeof ArticleBody>;

export default meta;

/** One block of every kind an article can hold. */
export const EveryBlock: StoryObj<typeof meta> = {
  name: "every block",
  args: {
    blocks: [
      { kind: "heading", text: "Alapealkiri" },
      { kind: "subheading", text: "Väiksem alapealkiri" },
      { kind: "paragraph", text: "Lõik teksti, mis jutustab treeningust ja toitumisest lihtsate sõnadega." },
      { kind: "list", items: ["Esimene punkt", "Teine punkt"] },
      { kind: "list", ordered: true, items: ["Esimene samm", "Teine samm"] },
      { kind: "highlight", title: "Pea meeles", text: "Soojendus kestab 5–10 minutit." },
    ],
  },
};
