import type { Meta, StoryObj } from "@storybook/react-vite";
import { asGridCard } from "../../.storybook/decorators";
import { testimonials } from "../content/about";
import { TestimonialCard } from "./TestimonialCard";

const meta = {
  title: "TestimonialCard",
  component: TestimonialCard,
  decorators: [asGridCard],
} satisfies Meta<typeof TestimonialCard>;

export default meta;

export const Default: StoryObj<typeof meta> = { name: "default", args: { testimonial: testimonials[0] } };
