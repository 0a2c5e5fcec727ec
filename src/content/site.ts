import { DEFAULT_SITE_ORIGIN } from "./origin";

/** Brand and site-wide facts, defined once. */
export const site = {
  name: "Vormis",
  tagline: "Treening ja toitumine ühes äpis",
  copyrightYear: 2025,
  rightsReserved: "Kõik õigused kaitstud.",
  locale: "et_EE",
  origin: (import.meta.env.VITE_SITE_ORIGIN as string | undefined) ?? DEFAULT_SITE_ORIGIN,
  themeColor: "#0e1a14",
  /** The share card for pages without a picture of their own (1200×630, in public/). */
  shareImage: "/og-image.png",
} as const;
