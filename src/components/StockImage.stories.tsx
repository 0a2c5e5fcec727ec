import type { Meta, StoryObj } from "@storybook/react-vite";
import { renderToString } from "react-dom/server";
import { StatesGrid } from "#catalogue/states.tsx";
import { posts } from "../content/posts";
import { StockImage } from "./StockImage";

/**
 * A photo from the stock-photo host, cropped to `width` × `height` (which also reserve its space, so
 * nothing moves as it loads), offered at `widths` for the `sizes` it is shown at, with the photo's own
 * `alt`. `importance="lcp"` is the page's main photo, fetched at once; any other photo waits: the
 * prerendered page shows an empty stand-in (the box's background) until the page is live or the visitor
 * scrolls, and without JavaScript the copy in `<noscript>` shows the photo instead.
 */
const meta = {
  title: "StockImage",
  component: StockImage,
  args: {
    photo: posts[0].image,
    width: 600,
    height: 400,
    widths: [400, 600],
    sizes: "18rem",
    className: "aspect-[3/2] w-72 bg-tint object-cover",
  },
} satisfies Meta<typeof StockImage>;

export default meta;

/**
 * Loaded, as a live page shows it; still waiting, as the prerendered page shows it before it is live
 * (its HTML, which no script of this catalogue swaps); and without JavaScript, which shows the
 * `<noscript>` copy of that HTML, as a browser without scripts reads it.
 */
export const Loading: StoryObj<typeof meta> = {
  name: "loading",
  // The waiting photo never gets its file here: the story specs expect exactly one.
  tags: ["waiting-photo"],
  render: (args) => {
    const prerendered = renderToString(<StockImage {...args} />);
    const noscript = prerendered.match(/<noscript>(.*)<\/noscript>/s)?.[1] ?? "";
    const html: Record<string, string> = { waiting: prerendered, "without JavaScript": noscript };
    return (
      <StatesGrid
        states={["loaded", "waiting", "without JavaScript"]}
        copy={(state) =>
          state === "loaded" ? (
            <StockImage {...args} />
          ) : (
            // biome-ignore lint/security/noDangerouslySetInnerHtml: our own component's HTML, as the prerendered page holds it
            <div dangerouslySetInnerHTML={{ __html: html[state] }} />
          )
        }
      />
    );
  },
};
