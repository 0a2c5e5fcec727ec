import type { Meta, StoryObj } from "@storybook/react-vite";
import { ValueCards } from "./ValueCards";

const meta = { title: "ValueCards", component: ValueCards } satisfies Meta<typeof ValueCards>;

export default meta;

export const Default: StoryObj<typeof meta> = { name: "default" };
