import type { Meta, StoryObj } from "@storybook/react-vite";
import { StarRating } from "./StarRating";

const meta = { title: "StarRating", component: StarRating } satisfies Meta<typeof StarRating>;

export default meta;

/** Every testimonial on the site gives five stars. */
export const FiveStars: StoryObj<typeof meta> = { name: "five stars", args: { stars: 5 } };
