import { ArrowRight } from "lucide";
import { Link } from "react-router";
import { aboutTeaser } from "../content/home";
import { Icon } from "./Icon";
import { PageSection } from "./PageSection";
import { SectionHeading } from "./SectionHeading";

export function AboutTeaser() {
  return (
    <PageSection tone="tint" labelledBy="tutvustus-pealkiri">
      <div className="max-w-3xl">
        <SectionHeading id="tutvustus-pealkiri">{aboutTeaser.title}</SectionHeading>
        <p className="mt-5 text-lg text-muted">{aboutTeaser.text}</p>
        <Link
          to="/about"
          className="mt-8 inline-flex min-h-12 items-center gap-2 rounded-full border-2 border-ink px-6 font-semibold transition hover:bg-ink hover:text-paper"
        >
          {aboutTeaser.linkLabel}
          <Icon icon={ArrowRight} className="size-5" />
        </Link>
      </div>
    </PageSection>
  );
}
