/**
 * The components of this folder that have no story, each with the reason: plumbing with nothing of
 * its own to see. catalogue.test.ts fails on a component with neither a story nor a line here.
 */
export const WITHOUT_STORY: Record<string, string> = {
  HydrateLater: "A Suspense boundary that says when React adopts a part of the page; it draws nothing.",
  SiteLayout: "Puts the skip link, Header, main and Footer in order; each of those has its own stories.",
  PageSection: "The full-width band and content width of a section; every section's story shows it (AboutTeaser).",
  Icon: "Draws a Lucide icon as decoration inside the components that use it; their stories show it.",
  BrandIcon: "Draws a brand's mark inside StoreBadge, SocialLinks and ShareButtons; their stories show it.",
  ScrollLink: "A plain link that scrolls smoothly once the page is live; its look is its caller's (PackageCard).",
};
