import type { Meta, StoryObj } from "@storybook/react-vite";
import { inBox } from "../../.storybook/decorators";
import { statesStory } from "../../.storybook/states";
import { BackToTop } from "./BackToTop";

/**
 * "Tagasi üles": a round button fixed to the window's bottom right corner on the home page and on
 * articles. It appears once the bottom of the window is past 80 % of the page's height and scrolls
 * smoothly to the top; hidden, it is not on the page at all. No props. Hover turns it leaf.
 */
const meta = { title: "BackToTop", component: BackToTop } satisfies Meta<typeof BackToTop>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The button is fixed to the window's corner; a transformed box becomes its containing block
 * instead, so the story (and its screenshot) holds it.
 */
const inItsCorner = "transform-gpu";

/** A story's page is short, so the button is past its threshold and shows at once. */
export const Visible: Story = {
  name: "visible",
  decorators: [inBox(`h-32 ${inItsCorner}`)],
};

/** Each copy in a corner of its own. */
export const States: Story = statesStory({
  control: "button",
  copy: () => (
    <div className={`size-24 sm:size-28 ${inItsCorner}`}>
      <BackToTop />
    </div>
  ),
});
