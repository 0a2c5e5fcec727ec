import type { Meta, StoryObj } from "@storybook/react-vite";
import { inBox } from "../../.storybook/decorators";
import { BackToTop } from "./BackToTop";

const meta = { title: "BackToTop", component: BackToTop } satisfies Meta<typeof BackToTop>;

export default meta;

/** A story's page is short, so the button is past its threshold and shows at once. */
export const Visible: StoryObj<typeof meta> = {
  name: "visible",
  // The button is fixed to the window's corner; a transformed box becomes its containing
  // block instead, so the story (and its screenshot) holds the button.
  decorators: [inBox("h-32 transform-gpu")],
};
