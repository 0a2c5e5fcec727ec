/**
 * Facts from the product spec that tests check the site against. Written out by
 * hand here, never derived from src/content, so that a test comparing the two
 * can fail.
 */

/** The blog's six articles, in the order the spec lists them. */
export const SPEC_ARTICLE_SLUGS = [
  "5-nippi-tohusaks-treeninguks",
  "toitumine-enne-ja-parast-treeningut",
  "motivatsiooni-hoidmine-talvel",
  "kuidas-seada-realistlikke-eesmarke",
  "kodutreening-vs-jousaal",
  "taastumise-tahtsus-treeningutel",
];

/** About's value cards, in the spec's order (personal approach, AI technology, community), as the site words them. */
export const SPEC_ABOUT_VALUES = ["Isiklik lähenemine", "Tehisaru tehnoloogia", "Kogukond"];

/** About's feature grid, in the spec's order (workouts, nutrition, AI assistant, social network, analytics). */
export const SPEC_ABOUT_FEATURES = ["Treeningud", "Toitumine", "Tehisaru abiline", "Sotsiaalvõrgustik", "Analüütika"];

/**
 * What the site promotes (spec §1), each as the Estonian word stems a page must use for it:
 * every stem of an entry must appear, case aside.
 */
export const SPEC_PROMOTED: readonly { thing: string; stems: string[] }[] = [
  { thing: "personal training plans", stems: ["treeningkava"] },
  { thing: "AI-based menu planning", stems: ["tehisaru", "menüü"] },
  { thing: "a chatbot assistant", stems: ["vestlusabiline"] },
  { thing: "community with challenges and competitions", stems: ["kogukond", "väljakutse", "võistlus"] },
  { thing: "progress analytics with charts, reports and goals", stems: ["graafik", "raport", "eesmär"] },
  { thing: "a real-time workout tracker", stems: ["reaalajas"] },
  { thing: "calorie and nutrient tracking", stems: ["kalorite", "toitainete"] },
  { thing: "food photo analysis", stems: ["foto"] },
];

/** The copyright line every page's footer carries (spec §9, UI contract). */
export const SPEC_COPYRIGHT = "© 2025";
export const SPEC_RIGHTS = "Kõik õigused kaitstud.";

/**
 * The crops the site asks the stock-photo host for (SPEC §3: an article's image is a 1200x600 crop), as
 * width:height, and how the host is asked: cut to the box (`fit=crop`), in the best format the browser
 * takes (`auto=format`), at quality 75 (light enough for a phone, and no visible loss at these sizes).
 */
export const PHOTO_CROPS = {
  /** The article's hero, its share card and its structured data: the spec's 1200×600, 2:1 at every width. */
  hero: { width: 1200, height: 600 },
  /** A blog card's photo (the design's 3:2). */
  card: { width: 600, height: 400 },
  /** A testimonial's portrait (the design's square). */
  portrait: { width: 96, height: 96 },
} as const;
export const PHOTO_REQUEST = { fit: "crop", auto: "format", q: "75" } as const;
