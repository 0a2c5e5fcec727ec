import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { statesStory } from "#catalogue/states.tsx";
import { ThankYouPanel } from "./ThankYouPanel";

/**
 * Shown in place of the contact form once a message is sent: "TÄNAME!" and the thank-you text, read
 * out as it appears (its heading takes focus). "SAADA UUS SÕNUM" calls `onWriteAgain`, which brings the
 * empty form back. Hover turns the lime button paper; on the dark panel the focus ring is lime.
 */
const meta = {
  title: "ThankYouPanel",
  component: ThankYouPanel,
  args: { onWriteAgain: fn() },
} satisfies Meta<typeof ThankYouPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: "default" };

/** The panel once per state of its button. */
export const States: Story = statesStory({
  control: "button",
  layout: "columns",
  copy: () => <ThankYouPanel onWriteAgain={fn()} />,
});
