import type { Meta, StoryObj } from "@storybook/react-vite";
import { PackageCard } from "./PackageCard";

const meta = { title: "PackageCard", component: PackageCard } satisfies Meta<typeof PackageCard>;

export default meta;

export const Premium: StoryObj<typeof meta> = { name: "premium" };
