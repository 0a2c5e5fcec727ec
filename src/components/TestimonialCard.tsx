import type { Testimonial } from "../content/about";
import { StarRating } from "./StarRating";
import { StockImage } from "./StockImage";

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="flex h-full flex-col rounded-card border border-line bg-paper p-8 shadow-card">
      <StarRating stars={testimonial.rating} />
      <blockquote className="mt-5 flex-1 text-lg">„{testimonial.quote}”</blockquote>
      <figcaption className="mt-6 flex items-center gap-4">
        <StockImage
          photo={testimonial.photo}
          width={96}
          height={96}
          widths={[96, 192]}
          sizes="3rem"
          className="size-12 rounded-full bg-tint object-cover"
        />
        <span>
          <span className="block font-bold">{testimonial.name}</span>
          <span className="block text-sm text-muted">{testimonial.detail}</span>
        </span>
      </figcaption>
    </figure>
  );
}
