import type { Meta, StoryObj } from "@storybook/react-vite";
import { statesStory } from "#catalogue/states.tsx";
import { PackageCard } from "./PackageCard";

/**
 * The Premium package on the home page: name, price per month, the eight features and "Alusta Täna",
 * a lime link that scrolls to the download section. No props: its content is in src/content/package.ts.
 * Hover turns the button ink with lime text.
 */
const meta = { title: "PackageCard", component: PackageCard } satisfies Meta<typeof PackageCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Premium: Story = { name: "premium" };

/** The card once per state of its button. */
export const States: Story = statesStory({ control: "a", layout: "columns", copy: () => <PackageCard /> });
