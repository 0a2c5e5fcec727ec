import type { Meta, StoryObj } from "@storybook/react-vite";
import { statesStory } from "#catalogue/states.tsx";
import { BackToTop } from "./BackToTop";

/**
 * "Tagasi üles": a round button fixed to the window's bottom right corner on the home page and on
 * articles. It appears once the bottom of the window is past 80 % of the page's height and scrolls
 * smoothly to the top; hidden, it is not on the page at all. No props. Hover turns it leaf.
 */
const meta = { title: "BackToTop", component: BackToTop } satisfies Meta<typeof BackToTop>;

export default meta;

/**
 * A story's page is short, so each copy is past its threshold and shows at once. The button is fixed
 * to the window's corner; a transformed box becomes its containing block instead, so each copy sits
 * in a corner of its own, and the story (and its screenshot) holds them.
 */
export const States: StoryObj<typeof meta> = statesStory({
  control: "button",
  copy: () => (
    <div className="size-24 transform-gpu sm:size-28">
      <BackToTop />
    </div>
  ),
});
