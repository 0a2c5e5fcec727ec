import type { Meta, StoryObj } from "@storybook/react-vite";
import { FeatureGrid } from "./FeatureGrid";

const meta = { title: "FeatureGrid", component: FeatureGrid } satisfies Meta<typeof FeatureGrid>;

export default meta;

export const Default: StoryObj<typeof meta> = { name: "default" };
