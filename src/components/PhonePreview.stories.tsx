import type { Meta, StoryObj } from "@storybook/react-vite";
import { PhonePreview } from "./PhonePreview";

const meta = { title: "PhonePreview", component: PhonePreview } satisfies Meta<typeof PhonePreview>;

export default meta;

export const Default: StoryObj<typeof meta> = { name: "default" };
