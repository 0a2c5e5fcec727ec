import type { Decorator } from "@storybook/react-vite";

/** Shows a story inside a box with these classes: the background, width or room it has on the site. */
export const inBox =
  (className: string): Decorator =>
  (Story) => (
    <div className={className}>
      <Story />
    </div>
  );

/** A card as wide as in the site's grids, not stretched across a desktop screen. */
export const asGridCard = inBox("max-w-md");
