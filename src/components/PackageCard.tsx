import { Check } from "lucide";
import { formatEuros, premiumPackage } from "../content/package";
import { SECTION_IDS } from "../lib/scroll";
import { Icon } from "./Icon";
import { ScrollLink } from "./ScrollLink";

export function PackageCard() {
  return (
    <article
      aria-labelledby="pakett-nimi"
      className="mx-auto max-w-xl rounded-card border border-line bg-paper p-8 shadow-card sm:p-10"
    >
      <h3 id="pakett-nimi" className="text-2xl font-extrabold">
        {premiumPackage.name}
      </h3>
      <p className="mt-2 text-muted">{premiumPackage.summary}</p>
      <p className="mt-6 flex items-baseline gap-2">
        <span className="text-5xl font-extrabold tracking-tight">{formatEuros(premiumPackage.priceEuros)}</span>
        <span className="text-lg font-semibold text-muted">/ {premiumPackage.period}</span>
      </p>
      <ul className="mt-8 space-y-3">
        {premiumPackage.features.map((feature) => (
          <li key={feature} className="flex gap-3">
            <Icon icon={Check} className="mt-0.5 size-5 shrink-0 rounded-full bg-lime p-0.5 text-ink" />
            {feature}
          </li>
        ))}
      </ul>
      <ScrollLink
        target={{ section: SECTION_IDS.download }}
        className="mt-10 inline-flex min-h-14 w-full items-center justify-center rounded-full bg-lime px-8 text-lg font-bold text-ink transition hover:bg-ink hover:text-lime"
      >
        {premiumPackage.cta}
      </ScrollLink>
    </article>
  );
}
