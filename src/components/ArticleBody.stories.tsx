import type { Meta, StoryObj } from "@storybook/react-vite";
import { ArticleBody } from "./ArticleBody";

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
