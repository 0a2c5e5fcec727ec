import { Star } from "lucide";
import { Icon } from "./Icon";

const MAX_STARS = 5;

/** Read out as one phrase ("Hinnang: 5 tähte 5-st"); the stars themselves are decoration. */
export function StarRating({ stars }: { stars: number }) {
  return (
    <div role="img" aria-label={`Hinnang: ${stars} tähte ${MAX_STARS}-st`} className="flex gap-1">
      {Array.from({ length: MAX_STARS }, (_, index) => (
        <Icon
          // biome-ignore lint/suspicious/noArrayIndexKey: the stars are identical and never reorder
          key={index}
          icon={Star}
          className={`size-5 ${index < stars ? "fill-leaf text-leaf" : "text-line"}`}
        />
      ))}
    </div>
  );
}
