import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import { ArticleBody } from "../components/ArticleBody";
import { BlogCard } from "../components/BlogCard";
import { ContactForm } from "../components/ContactForm";
import { FeatureGrid } from "../components/FeatureGrid";
import { Footer } from "../components/Footer";
import { Header } from "../components/Header";
import { NotFound } from "../components/NotFound";
import { PackageCard } from "../components/PackageCard";
import { PhonePreview } from "../components/PhonePreview";
import { ShareButtons } from "../components/ShareButtons";
import { StarRating } from "../components/StarRating";
import { StoreBadges } from "../components/StoreBadge";
import { TestimonialCard } from "../components/TestimonialCard";
import { ThankYouPanel } from "../components/ThankYouPanel";
import { ValueCards } from "../components/ValueCards";
import { testimonials } from "../content/about";
import { posts } from "../content/posts";

export const meta = () => [{ title: "Komponentide galerii" }, { name: "robots", content: "noindex" }];

/** Every shared component in each of its states; `specs/gallery.spec.ts` screenshots each entry. */
const entries: { id: string; name: string; dark?: boolean; narrow?: boolean; render: () => ReactNode }[] = [
  { id: "not-found-page", name: "Tundmatu leht", render: () => <NotFound kind="page" /> },
  { id: "not-found-post", name: "Tundmatu postitus", render: () => <NotFound kind="post" /> },
  { id: "badges-dark", name: "Poemärgid heledal taustal", render: () => <StoreBadges /> },
  { id: "badges-light", name: "Poemärgid tumedal taustal", dark: true, render: () => <StoreBadges tone="light" /> },
  { id: "header", name: "Päis", render: () => <Header /> },
  { id: "footer", name: "Jalus", render: () => <Footer /> },
  { id: "phone-preview", name: "Äpi eelvaade", render: () => <PhonePreview /> },
  { id: "package-card", name: "Paketikaart", render: () => <PackageCard /> },
  { id: "value-cards", name: "Väärtuste kaardid", render: () => <ValueCards /> },
  { id: "feature-grid", name: "Võimaluste ruudustik", render: () => <FeatureGrid /> },
  { id: "star-rating", name: "Hinnang", render: () => <StarRating stars={5} /> },
  {
    id: "testimonial-card",
    name: "Arvustuse kaart",
    narrow: true,
    render: () => <TestimonialCard testimonial={testimonials[0]} />,
  },
  {
    id: "blog-card",
    name: "Blogikaart",
    narrow: true,
    render: () => <BlogCard post={posts[0]} imageImportance="lcp" />,
  },
  {
    id: "article-body",
    name: "Artikli plokid",
    render: () => (
      <ArticleBody
        blocks={[
          { kind: "heading", text: "Alapealkiri" },
          { kind: "subheading", text: "Väiksem alapealkiri" },
          { kind: "paragraph", text: "Lõik teksti, mis jutustab treeningust ja toitumisest lihtsate sõnadega." },
          { kind: "list", items: ["Esimene punkt", "Teine punkt"] },
          { kind: "list", ordered: true, items: ["Esimene samm", "Teine samm"] },
          { kind: "highlight", title: "Pea meeles", text: "Soojendus kestab 5–10 minutit." },
        ]}
      />
    ),
  },
  { id: "share-buttons", name: "Jagamisnupud", render: () => <ShareButtons path="/blog/kodutreening-vs-jousaal" /> },
  { id: "contact-form", name: "Kontaktivorm", render: () => <ContactForm /> },
  { id: "thank-you-panel", name: "Tänupaneel", render: () => <ThankYouPanel onWriteAgain={() => {}} /> },
];

export default function GalleryPage() {
  // `?entry=<id>` shows one entry alone, at the same place every time, for its screenshot.
  const only = useSearchParams()[0].get("entry");
  const shown = only ? entries.filter((entry) => entry.id === only) : entries;
  return (
    <main className="min-h-dvh bg-neutral-200 p-4 sm:p-8">
      <h1 className="text-2xl font-bold">Komponentide galerii</h1>
      <div className="mt-8 space-y-10">
        {shown.map((entry) => (
          <section key={entry.id} id={`galerii-${entry.id}`} aria-label={entry.name}>
            <p className="mb-2 text-sm font-semibold text-neutral-700">{entry.name}</p>
            <div
              className={`relative rounded-xl p-6 ${entry.dark ? "bg-ink" : "bg-paper"} ${entry.narrow ? "max-w-md" : ""}`}
            >
              {entry.render()}
            </div>
          </section>
        ))}
      </div>
    </main>
  );
}
