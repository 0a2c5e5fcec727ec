import type { Meta, StoryObj } from "@storybook/react-vite";
import { statesStory } from "#catalogue/states.tsx";
import { SocialLinks } from "./SocialLinks";

/**
 * The contact page's links to Facebook, Twitter (now drawn with X's mark) and Instagram: round ink
 * buttons named by the service, with placeholder targets for now. No props. Hover turns them leaf.
 */
const meta = { title: "SocialLinks", component: SocialLinks } satisfies Meta<typeof SocialLinks>;

export default meta;

/** Every link of a row in the same state. */
export const States: StoryObj<typeof meta> = statesStory({ control: "a", copy: () => <SocialLinks /> });
