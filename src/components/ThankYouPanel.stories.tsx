import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { ThankYouPanel } from "./ThankYouPanel";

const meta = { title: "ThankYouPanel", component: ThankYouPanel } satisfies Meta<typeof ThankYouPanel>;

export default meta;

export const Default: StoryObj<typeof meta> = { name: "default", args: { onWriteAgain: fn() } };
