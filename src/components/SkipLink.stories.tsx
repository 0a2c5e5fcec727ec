import type { Meta, StoryObj } from "@storybook/react-vite";
import { statesStory } from "#catalogue/states.tsx";
import { SkipLink } from "./SkipLink";

/**
 * "Liigu põhisisu juurde": the first thing the Tab key reaches on every page, a link to the main
 * content (`#sisu`). It is hidden until focused, then shows as an ink pill in the top left corner.
 * No props.
 */
const meta = { title: "SkipLink", component: SkipLink } satisfies Meta<typeof SkipLink>;

export default meta;

/**
 * At rest it is there only for screen readers. Focused, it is fixed to the window's corner; the
 * transformed box stands in for the window.
 */
export const States: StoryObj<typeof meta> = statesStory({
  control: "a",
  states: ["rest", "focus-visible"],
  copy: () => (
    <div className="h-20 w-72 transform-gpu">
      <SkipLink />
    </div>
  ),
});
