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
