import { DownloadSection } from "../components/DownloadSection";
import { FeatureGrid } from "../components/FeatureGrid";
import { HydrateLater } from "../components/HydrateLater";
import { PageSection } from "../components/PageSection";
import { ScrollLink } from "../components/ScrollLink";
import { SectionHeading } from "../components/SectionHeading";
import { TestimonialCard } from "../components/TestimonialCard";
import { ValueCards } from "../components/ValueCards";
import {
  aboutIntro,
  aboutPage,
  featuresSection,
  testimonials,
  testimonialsSection,
  valuesSection,
} from "../content/about";
import { pageMeta } from "../lib/meta";
import { PATHS } from "../lib/paths";

export const meta = () =>
  pageMeta({
    ...aboutPage,
    path: PATHS.about,
  });

export default function AboutPage() {
  return (
    <>
      <PageSection labelledBy="meist-pealkiri">
        <div className="max-w-3xl">
          <h1 id="meist-pealkiri" className="text-4xl font-extrabold tracking-tight sm:text-6xl">
            {aboutIntro.title}
          </h1>
          <p className="mt-6 text-xl leading-relaxed text-balance">{aboutIntro.lead}</p>
          <p className="mt-4 text-lg text-muted">{aboutIntro.text}</p>
        </div>
        <div className="mt-16">
          <SectionHeading id="vaartused-pealkiri">{valuesSection.title}</SectionHeading>
        </div>
        <div className="mt-10">
          <ValueCards />
        </div>
      </PageSection>
      <HydrateLater>
        <PageSection tone="tint" labelledBy="voimalused-pealkiri">
          <SectionHeading id="voimalused-pealkiri">{featuresSection.title}</SectionHeading>
          <div className="mt-12">
            <FeatureGrid />
          </div>
          <ScrollLink
            target="bottom"
            className="mt-12 inline-flex min-h-14 items-center rounded-full bg-lime px-8 text-lg font-bold text-ink transition hover:bg-ink hover:text-lime"
          >
            {featuresSection.tryNow}
          </ScrollLink>
        </PageSection>
      </HydrateLater>
      <HydrateLater>
        <PageSection labelledBy="arvamused-pealkiri">
          <SectionHeading id="arvamused-pealkiri">{testimonialsSection.title}</SectionHeading>
          <ul className="mt-12 grid gap-6 md:grid-cols-3">
            {testimonials.map((testimonial) => (
              <li key={testimonial.name}>
                <TestimonialCard testimonial={testimonial} />
              </li>
            ))}
          </ul>
        </PageSection>
      </HydrateLater>
      <HydrateLater>
        <DownloadSection />
      </HydrateLater>
    </>
  );
}
