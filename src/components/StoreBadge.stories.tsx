import type { Meta, StoryObj } from "@storybook/react-vite";
import { inBox } from "#catalogue/decorators.tsx";
import { statesStory } from "#catalogue/states.tsx";
import { StoreBadge, StoreBadges } from "./StoreBadge";

/**
 * The two app-store badges, "Laadi alla App Store'ist" and "Laadi alla Google Play'st". The apps are not
 * in the stores yet, so a badge is a button that only logs `link coming soon` to the console; a tap before
 * the page is live is replayed once it is. `tone` is `dark` (ink, for light sections: hero, about page) or
 * `light` (paper, for the dark download band). Hover turns a dark badge leaf and a light one lime;
 * focus shows the leaf ring (lime on the dark band).
 */
const meta = { title: "StoreBadges", component: StoreBadges } satisfies Meta<typeof StoreBadges>;

export default meta;
type Story = StoryObj<typeof meta>;

/** For light sections (hero, about page). */
export const Dark: Story = { name: "dark", args: { tone: "dark" } };

/** For the dark download band. */
export const Light: Story = {
  name: "light",
  args: { tone: "light" },
  decorators: [inBox("bg-ink p-6")],
};

/** Both tones in every state: a dark badge above, a light one on the dark band below. */
export const States: Story = statesStory({
  control: "button",
  copy: () => (
    <div className="flex flex-col gap-3">
      <StoreBadge store="apple" />
      <div className="rounded-xl bg-ink p-3">
        <StoreBadge store="apple" tone="light" />
      </div>
    </div>
  ),
});
