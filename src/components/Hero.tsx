import { hero } from "../content/home";
import { SECTION_IDS } from "../lib/scroll";
import { PhonePreview } from "./PhonePreview";
import { StoreBadges } from "./StoreBadge";

export function Hero() {
  return (
    <section
      id={SECTION_IDS.hero}
      tabIndex={-1}
      aria-labelledby="avaleht-pealkiri"
      className="overflow-hidden bg-paper outline-none"
    >
      <div className="mx-auto grid max-w-content items-center gap-12 px-4 py-14 sm:px-6 sm:py-20 md:grid-cols-[1.15fr_1fr]">
        <div>
          <p className="inline-flex rounded-full bg-lime-soft px-4 py-1.5 text-sm font-bold text-leaf">
            {hero.eyebrow}
          </p>
          <h1
            id="avaleht-pealkiri"
            className="mt-6 text-4xl leading-[1.05] font-extrabold tracking-tight text-balance sm:text-6xl"
          >
            {hero.title}
          </h1>
          <p className="mt-6 max-w-prose text-lg text-muted sm:text-xl">{hero.promise}</p>
          <div className="mt-8">
            <StoreBadges />
          </div>
        </div>
        <PhonePreview />
      </div>
    </section>
  );
}
