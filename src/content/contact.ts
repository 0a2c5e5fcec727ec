/**
 * Copy for the contact page, its form and the thank-you panel. The local inbox
 * (src/server/inbox.ts) reads the thank-you text too, so this module stays free
 * of imports that plain Node could not load.
 */
export const contactPage = {
  title: "Kontakt",
  description: "Küsimus, ettepanek või koostöösoov? Kirjuta Vormise meeskonnale ja vastame esimesel võimalusel.",
} as const;

export const contactForm = {
  heading: "Kirjuta meile",
  intro:
    "Küsimus äpi kohta, ettepanek või koostöösoov? Kirjuta meile ja vastame esimesel võimalusel, tavaliselt ühe tööpäeva jooksul.",
  allRequired: "Kõik väljad on kohustuslikud.",
  labels: { name: "Nimi", email: "E-post", message: "Sõnum" },
  send: "Saada",
} as const;

export const thankYou = {
  heading: "TÄNAME!",
  text: "Saime Teie kirja kätte. Vastame esimesel võimalusel!",
  writeAgain: "SAADA UUS SÕNUM",
} as const;

/** Social profiles; the real addresses are not public yet, so the links are placeholders. */
export const socialLinks = [
  { name: "Facebook", href: "#" },
  { name: "Twitter", href: "#" },
  { name: "Instagram", href: "#" },
] as const;

export const contactAside = {
  title: "Leia meid ka sotsiaalmeediast",
  text: "Jagame seal treeningnippe, kogukonna väljakutseid ja äpi uudiseid.",
} as const;
