/** Brand and site-wide facts, defined once. */
export const site = {
  name: "Vormis",
  tagline: "Treening ja toitumine ühes äpis",
  copyrightYear: 2025,
  rightsReserved: "Kõik õigused kaitstud.",
  locale: "et_EE",
} as const;
