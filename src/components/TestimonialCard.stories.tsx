import type { Meta, StoryObj } from "@storybook/react-vite";
import { asGridCard } from "#catalogue/decorators.tsx";
import { testimonials } from "../content/about";
import { TestimonialCard } from "./TestimonialCard";

/**
 * One of the about page's three testimonials: its rating, the quote, and the person's photo, name and
 * detail. `testimonial` is one entry of src/content/about.ts. Nothing in it is interactive.
 */
const meta = {
  title: "TestimonialCard",
  component: TestimonialCard,
  decorators: [asGridCard],
} satisfies Meta<typeof TestimonialCard>;

export default meta;

export const Default: StoryObj<typeof meta> = { name: "default", args: { testimonial: testimonials[0] } };
