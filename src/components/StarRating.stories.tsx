import type { Meta, StoryObj } from "@storybook/react-vite";
import { StarRating } from "./StarRating";

/**
 * A testimonial's rating: five stars, the given ones in leaf, read out as one phrase ("Hinnang: 5 tähte
 * 5-st"). `stars` is how many of the five are given. Nothing in it is interactive.
 */
const meta = { title: "StarRating", component: StarRating } satisfies Meta<typeof StarRating>;

export default meta;

/** Every testimonial on the site gives five stars. */
export const FiveStars: StoryObj<typeof meta> = { name: "five stars", args: { stars: 5 } };
