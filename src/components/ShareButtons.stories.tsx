import type { Meta, StoryObj } from "@storybook/react-vite";
import { statesStory } from "#catalogue/states.tsx";
import { ShareButtons } from "./ShareButtons";

const ARTICLE = "/blog/kodutreening-vs-jousaal";

/**
 * "Jaga seda artiklit" under an article: "Jaga Facebookis" opens Facebook's share dialog for the page in
 * a new window (a plain form, so it works before the page is live), "Kopeeri link" copies the page's
 * address and says "Link kopeeritud". `path` is the article's address. Hover turns the buttons leaf.
 */
const meta = {
  title: "ShareButtons",
  component: ShareButtons,
  args: { path: ARTICLE },
} satisfies Meta<typeof ShareButtons>;

export default meta;

/** Both buttons of a copy in the same state; the copy at rest is how an article shows it. */
export const States: StoryObj<typeof meta> = statesStory({
  control: "button",
  copy: () => <ShareButtons path={ARTICLE} />,
});
