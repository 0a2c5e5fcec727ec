import type { MetaDescriptor } from "react-router";
import { site } from "../content/site";
import { PATHS } from "./paths";

export interface PageMeta {
  /** The page's own title; the site name is appended. */
  title: string;
  description: string;
  /** The page's path, for its canonical URL. */
  path: string;
  /** An absolute image URL for share cards; the site's own card otherwise. */
  image?: { url: string; width: number; height: number; alt: string };
  type?: "website" | "article";
  /** Structured data for search engines, besides the organisation that every page carries. */
  structuredData?: Record<string, unknown>[];
}

export const absoluteUrl = (path: string) => new URL(path, site.origin).href;

export const organization = {
  "@type": "Organization",
  name: site.name,
  url: absoluteUrl(PATHS.home),
  logo: absoluteUrl("/favicon-512.png"),
};

/** Title, description, canonical URL, share cards and JSON-LD: the same set for every page. */
export function pageMeta({ title, description, path, image, type = "website", structuredData = [] }: PageMeta) {
  const fullTitle = `${title} | ${site.name}`;
  const url = absoluteUrl(path);
  const card = image ?? { url: absoluteUrl(site.shareImage), width: 1200, height: 630, alt: site.tagline };
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: type },
    { property: "og:site_name", content: site.name },
    { property: "og:locale", content: site.locale },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: card.url },
    { property: "og:image:width", content: String(card.width) },
    { property: "og:image:height", content: String(card.height) },
    { property: "og:image:alt", content: card.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: card.url },
    { name: "twitter:image:alt", content: card.alt },
  ];
  for (const data of [organization, ...structuredData]) {
    tags.push({ "script:ld+json": { "@context": "https://schema.org", ...data } });
  }
  return tags;
}
