import type { Meta, StoryObj } from "@storybook/react-vite";
import { DownloadSection } from "./DownloadSection";

/**
 * The dark band that closes the home and about pages (`#allalaadimine`, where "Alusta Täna" leads):
 * a heading, a line of text and the light store badges. No props: its text is in
 * src/content/download.ts. The badges' states are in StoreBadges.
 */
const meta = {
  title: "DownloadSection",
  component: DownloadSection,
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof DownloadSection>;

export default meta;

export const Default: StoryObj<typeof meta> = { name: "default" };
