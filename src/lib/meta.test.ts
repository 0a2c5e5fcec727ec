import { describe, expect, it } from "vitest";
import { pageMeta } from "./meta";

/** What a search engine and a share card read from a page's head, by name: `<title>`, `<meta>` and `<link rel>`. */
function headOf(tags: ReturnType<typeof pageMeta>) {
  const named: Record<string, unknown> = {};
  for (const tag of tags) {
    if ("title" in tag) named.title = tag.title;
    else if ("name" in tag) named[String(tag.name)] = tag.content;
    else if ("property" in tag) named[String(tag.property)] = tag.content;
    else if ("rel" in tag && tag.tagName === "link") named[String(tag.rel)] = tag.href;
  }
  const structuredData = tags.flatMap((tag) => ("script:ld+json" in tag ? [tag["script:ld+json"]] : []));
  return { named, structuredData };
}

const ORGANIZATION = {
  "@context": "https://schema.org",
  "@type": "Organization",
  name: "Vormis",
  url: "https://vormis.ee/",
  logo: "https://vormis.ee/favicon-512.png",
};

describe("a page's head", () => {
  it("gives a page without a picture the site's share card, its title with the site name and its canonical address", () => {
    const { named, structuredData } = headOf(
      pageMeta({ title: "Kontakt", description: "Kirjuta meile.", path: "/contact" }),
    );
    expect(named).toEqual({
      title: "Kontakt | Vormis",
      description: "Kirjuta meile.",
      canonical: "https://vormis.ee/contact",
      "og:type": "website",
      "og:site_name": "Vormis",
      "og:locale": "et_EE",
      "og:title": "Kontakt | Vormis",
      "og:description": "Kirjuta meile.",
      "og:url": "https://vormis.ee/contact",
      "og:image": "https://vormis.ee/og-image.png",
      "og:image:width": "1200",
      "og:image:height": "630",
      "og:image:alt": "Treening ja toitumine ühes äpis",
      "twitter:card": "summary_large_image",
      "twitter:title": "Kontakt | Vormis",
      "twitter:description": "Kirjuta meile.",
      "twitter:image": "https://vormis.ee/og-image.png",
      "twitter:image:alt": "Treening ja toitumine ühes äpis",
    });
    expect(structuredData).toEqual([ORGANIZATION]);
  });

  it("shares an article with its own picture and describes it to search engines beside the organisation", () => {
    const image = { url: "https://photos.example/run.jpg", width: 1600, height: 900, alt: "Jooksja rajal" };
    const article = { "@type": "BlogPosting", headline: "Talvine trenn" };
    const { named, structuredData } = headOf(
      pageMeta({
        title: "Talvine trenn",
        description: "Kuidas talvel vormis püsida.",
        path: "/blog/talvine-trenn",
        image,
        type: "article",
        structuredData: [article],
      }),
    );
    expect(named).toMatchObject({
      "og:type": "article",
      "og:url": "https://vormis.ee/blog/talvine-trenn",
      "og:image": image.url,
      "og:image:width": "1600",
      "og:image:height": "900",
      "og:image:alt": "Jooksja rajal",
      "twitter:image": image.url,
      "twitter:image:alt": "Jooksja rajal",
    });
    expect(structuredData).toEqual([ORGANIZATION, { "@context": "https://schema.org", ...article }]);
  });
});
