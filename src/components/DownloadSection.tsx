import { downloadSection } from "../content/download";
import { SECTION_IDS } from "../lib/scroll";
import { SectionHeading } from "./SectionHeading";
import { StoreBadges } from "./StoreBadge";

/** The closing call to download the app; home and about both end with it. */
export function DownloadSection() {
  return (
    <section
      id={SECTION_IDS.download}
      tabIndex={-1}
      aria-labelledby="allalaadimine-pealkiri"
      className="bg-ink text-paper outline-none"
    >
      <div className="mx-auto flex max-w-content flex-col items-start gap-8 px-4 py-16 sm:px-6 sm:py-24 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <SectionHeading id="allalaadimine-pealkiri">{downloadSection.title}</SectionHeading>
          <p className="mt-4 text-lg text-paper/85">{downloadSection.text}</p>
        </div>
        <StoreBadges tone="light" />
      </div>
    </section>
  );
}
