/**
 * The product spec's rules, one line each, in our own words and grouped as the
 * spec is. Every test that proves a rule names its id in its title, as `@id`,
 * so that `npm run spec:coverage` can tell which rule each test proves and which
 * rule no test proves, and so that one rule's tests run alone with
 * `vitest -t @id` or `playwright test --grep @id`.
 *
 * Ids are stable: rename a rule's wording freely, never its id (tests name it).
 * No id may be the start of another followed by "-", so that filtering by one id
 * never picks up a second rule's tests.
 */

export const RULE_GROUPS = {
  product: "What the product does",
  navigation: "Header and navigation, per page",
  home: "Home",
  about: "About",
  contact: "Contact",
  blog: "Blog list",
  article: "Article",
  states: "States and transitions",
  validation: "Validation",
  roles: "Roles and permissions",
  calls: "Calls made",
  errors: "Errors",
  constants: "Constants and limits",
  "before-live": "Before the page is live",
  accessibility: "Accessibility",
  pictures: "Pictures",
} as const;

export type RuleGroup = keyof typeof RULE_GROUPS;

export interface SpecRule {
  /** Stable kebab-case id, named in the tests as `@id`. */
  id: string;
  group: RuleGroup;
  /** The rule, one line. */
  rule: string;
}

export const SPEC_RULES: readonly SpecRule[] = [
  // What the product does
  {
    id: "product-promotes",
    group: "product",
    rule: "The site promotes all eight things the app does: training plans, AI menus, a chatbot, community with challenges and competitions, analytics with charts, reports and goals, a real-time workout tracker, calorie and nutrient tracking, food photo analysis.",
  },

  // Header and navigation
  {
    id: "header-sticky",
    group: "navigation",
    rule: "The header stays at the top of the viewport while the page scrolls.",
  },
  {
    id: "header-entries",
    group: "navigation",
    rule: "The header has a logo link to / and the menu 'Peamenüü' of Avaleht, Meist, Paketid, Blogi, Kontakt, in that order.",
  },
  {
    id: "nav-home-avaleht",
    group: "navigation",
    rule: "On /, Avaleht smooth-scrolls (glides through the positions between) to the hero #avaleht and the address stays /.",
  },
  { id: "nav-home-meist", group: "navigation", rule: "On /, Meist goes to /about." },
  {
    id: "nav-home-paketid",
    group: "navigation",
    rule: "On /, Paketid smooth-scrolls (glides through the positions between) to the packages section #paketid and the address stays /.",
  },
  {
    id: "nav-home-blogi",
    group: "navigation",
    rule: "On /, Blogi goes to /blog and scrolls to the top 100 ms later: not at 99 ms, at 100 ms.",
  },
  { id: "nav-home-kontakt", group: "navigation", rule: "On /, Kontakt goes to /contact." },
  {
    id: "nav-article-pages",
    group: "navigation",
    rule: "On an article, Avaleht goes to /, Meist to /about, Blogi to /blog and Kontakt to /contact.",
  },
  {
    id: "nav-article-paketid",
    group: "navigation",
    rule: "On an article, Paketid goes to / and smooth-scrolls to #paketid 100 ms later: not at 99 ms, at 100 ms, gliding.",
  },
  {
    id: "nav-article-menu-blogi",
    group: "navigation",
    rule: "On an article, Blogi chosen from the small-screen menu goes to /blog and glides from where the visitor was to its top.",
  },
  {
    id: "nav-about",
    group: "navigation",
    rule: "On /about the menu follows the article page's rules, and Meist does nothing.",
  },
  {
    id: "nav-contact",
    group: "navigation",
    rule: "On /contact the menu follows the article page's rules, and Kontakt does nothing.",
  },
  {
    id: "nav-blog",
    group: "navigation",
    rule: "On /blog the menu follows the article page's rules, and Blogi does nothing.",
  },
  {
    id: "nav-new-page-top",
    group: "navigation",
    rule: "Any other move to a new page starts at its top; a page change within the 100 ms cancels the pending scroll.",
  },
  {
    id: "nav-small-screen",
    group: "navigation",
    rule: "Below 768 px (767 px included) the menu sits behind the Menüü toggle; from 768 px on it is shown inline and the toggle is gone.",
  },

  // Home
  {
    id: "home-sections",
    group: "home",
    rule: "Home shows the hero #avaleht, the about teaser, the package #paketid, the download section #allalaadimine and the footer, in that order.",
  },
  {
    id: "home-read-more",
    group: "home",
    rule: "The about teaser's 'Loe lähemalt' goes to /about.",
  },
  { id: "home-package", group: "home", rule: "The package card is 'Premium Pakett' with eight listed features." },
  {
    id: "home-start-today",
    group: "home",
    rule: "'Alusta Täna' scrolls to the download section and leaves the address alone.",
  },
  {
    id: "store-badges",
    group: "home",
    rule: "Both app-store badges, wherever shown (home hero, home download section, about's call to action), are no links: they log 'link coming soon' and navigate nowhere.",
  },

  // About
  {
    id: "about-values",
    group: "about",
    rule: "About has an intro and exactly three value cards, in the spec's order: personal approach, AI technology, community.",
  },
  {
    id: "about-features",
    group: "about",
    rule: "About's feature grid shows exactly five features, in the spec's order: workouts, nutrition, AI assistant, social network, analytics.",
  },
  { id: "about-testimonials", group: "about", rule: "About shows three testimonials, each with a five-star rating." },
  {
    id: "about-download",
    group: "about",
    rule: "About ends with a download call to action with both badges, each logging 'link coming soon' and staying on /about.",
  },
  { id: "about-try-now", group: "about", rule: "'Proovi kohe' smooth-scrolls to the bottom of the page." },
  {
    id: "about-testimonial-content",
    group: "about",
    rule: "Each testimonial shows a quote, the person's name and their photo, besides its five stars.",
  },

  // Contact
  { id: "contact-page", group: "contact", rule: "Contact has the form under the heading 'Kirjuta meile'." },
  {
    id: "contact-social",
    group: "contact",
    rule: "Contact links to Facebook, Twitter and Instagram, each with a placeholder target.",
  },

  // Blog list
  {
    id: "blog-cards",
    group: "blog",
    rule: "The blog lists six cards in the spec's slug order, each with title, excerpt, image and 'Loe edasi'.",
  },
  { id: "blog-read-on", group: "blog", rule: "A card's 'Loe edasi' opens /blog/{slug}, at the article's top." },

  // Article
  {
    id: "article-page",
    group: "article",
    rule: "An article shows 'Tagasi blogisse' to /blog, its title as the page heading and its hero image.",
  },
  {
    id: "article-body",
    group: "article",
    rule: "Every article's body has headings, lists and highlight boxes, each with its own role, and shows text as text.",
  },
  {
    id: "article-figures",
    group: "article",
    rule: "The articles give the editorial figures Estonian-style: warm-up 5–10 min, sleep 7–9 h, protein 1,6–2,2 g per kg.",
  },
  {
    id: "article-share-facebook",
    group: "article",
    rule: "Under 'Jaga seda artiklit', 'Jaga Facebookis' opens Facebook's share dialog for the page in a new window.",
  },
  {
    id: "article-share-copy",
    group: "article",
    rule: "'Kopeeri link' copies the page's address and announces 'Link kopeeritud'.",
  },
  {
    id: "article-back-to-top",
    group: "article",
    rule: "An article's 'Tagasi üles' floats (fixed on the screen) and smooth-scrolls to the top.",
  },
  {
    id: "footer",
    group: "article",
    rule: "Every page, both not-found pages included (prerendered and once live), ends with one footer saying '© 2025' and 'Kõik õigused kaitstud.'",
  },

  // States and transitions
  {
    id: "state-thank-you",
    group: "states",
    rule: "A successful send resets the form and shows 'TÄNAME!' with the thank-you text instead of it.",
  },
  { id: "state-new-message", group: "states", rule: "'SAADA UUS SÕNUM' brings back the empty form." },
  {
    id: "state-empty-form",
    group: "states",
    rule: "The contact page opens with the empty form: every field blank and no thank-you panel.",
  },
  {
    id: "state-menu-toggle",
    group: "states",
    rule: "The Menüü toggle opens and closes the small-screen menu and says so with aria-expanded.",
  },
  {
    id: "state-menu-closes",
    group: "states",
    rule: "The small-screen menu closes after any choice: an entry that scrolls, one that goes to another page, and the page's own entry that does nothing.",
  },
  {
    id: "state-back-to-top",
    group: "states",
    rule: "'Tagasi üles' shows exactly while scroll position plus viewport height exceed 80 % of the page: hidden at the last pixel not past it, shown at the first pixel past it, both ways.",
  },

  // Validation
  { id: "contact-required", group: "validation", rule: "Name, email and message are all required." },
  { id: "contact-email-type", group: "validation", rule: "The email field is an input of type email." },
  {
    id: "contact-fields",
    group: "validation",
    rule: "The form's fields are Nimi (a text input), E-post and Sõnum (a text area), sent by 'Saada'.",
  },
  { id: "contact-textarea-rows", group: "validation", rule: "The message text area has 6 rows." },

  // Calls made
  {
    id: "contact-post",
    group: "calls",
    rule: "Sending posts form-name=contact, name, email and message, urlencoded, to /.",
  },
  {
    id: "contact-form-host",
    group: "calls",
    rule: "The form is marked for the form host in the static HTML, with the hidden form-name field.",
  },
  {
    id: "contact-any-response",
    group: "calls",
    rule: "Any completed response, even an error status, counts as success.",
  },
  {
    id: "contact-body-unread",
    group: "calls",
    rule: "The response's body is never read: an answer whose body never ends, or breaks off, still thanks the visitor.",
  },
  {
    id: "no-other-calls",
    group: "calls",
    rule: "The site calls no other host but the stock-photo host, and that one for photos only; article text is built in.",
  },
  {
    id: "logo-local",
    group: "calls",
    rule: "The logo is drawn from the site itself: nothing of it comes from another host, the stock-photo host included.",
  },

  // Errors
  {
    id: "contact-network-error",
    group: "errors",
    rule: "A network failure on send only logs 'Form submission error' (console.error): no thank-you panel, no message, no dialog; the typed text stays.",
  },
  {
    id: "unknown-article",
    group: "errors",
    rule: "An unknown slug shows 'Postitust ei leitud' with 'Tagasi blogisse' to /blog.",
  },
  {
    id: "unknown-page",
    group: "errors",
    rule: "Any other unknown address answers 404 with 'Lehte ei leitud' and a link home.",
  },

  // Constants and limits
  { id: "price", group: "constants", rule: "The single Premium package costs 19 € per month." },
  { id: "copyright-year", group: "constants", rule: "The copyright year is 2025, on every page." },
  { id: "back-to-top-threshold", group: "constants", rule: "The back-to-top threshold is 80 % of the page height." },
  {
    id: "scroll-delay",
    group: "constants",
    rule: "The scroll after navigation waits 100 ms: not at 99 ms, at 100 ms.",
  },
  { id: "six-articles", group: "constants", rule: "There are exactly the spec's six articles, by slug." },
  { id: "article-image-size", group: "constants", rule: "An article's hero image is 1200×600." },

  // Before the page is live
  {
    id: "before-live-typing",
    group: "before-live",
    rule: "Text typed, pasted or autofilled before the page is live is sent in full once it is.",
  },
  {
    id: "before-live-send",
    group: "before-live",
    rule: "A message sent before the page is live, or without JavaScript, is an ordinary form POST that is thanked.",
  },
  {
    id: "before-live-taps",
    group: "before-live",
    rule: "Badge and copy-link taps before the page is live take effect once each when it goes live.",
  },
  {
    id: "before-live-links",
    group: "before-live",
    rule: "In-page links, the share dialog and the small-screen menu work before the page is live.",
  },
  {
    id: "before-live-kept",
    group: "before-live",
    rule: "Going live keeps the visitor's focus, scroll position, open menu and the page as drawn.",
  },
  {
    id: "before-live-script-budget",
    group: "before-live",
    rule: "The JavaScript any page runs before it is live stays within 117 KB gzip.",
  },
  {
    id: "before-live-paint-first",
    group: "before-live",
    rule: "No page asks for a script before it has painted its first content and what that paint needs has arrived.",
  },

  // Accessibility
  {
    id: "axe-clean",
    group: "accessibility",
    rule: "Every page and state has no axe violations of WCAG 2.2 A/AA and best practices.",
  },
  {
    id: "skip-link",
    group: "accessibility",
    rule: "The skip link is the first focusable element and moves focus to the main content.",
  },
  {
    id: "menu-keyboard",
    group: "accessibility",
    rule: "Escape closes the small-screen menu and returns focus to the toggle; a click outside closes it too.",
  },
  {
    id: "reflow-320",
    group: "accessibility",
    rule: "Nothing overflows horizontally at 320 px wide.",
  },
  { id: "html-lang", group: "accessibility", rule: 'Every page is marked as Estonian (lang="et").' },
  {
    id: "reduced-motion",
    group: "accessibility",
    rule: "For a visitor who prefers reduced motion every smooth scroll is an instant jump: no position between start and end.",
  },
  {
    id: "no-accounts",
    group: "roles",
    rule: "Every page and its content is public: no account, sign-up, sign-in or password anywhere.",
  },

  // Pictures
  {
    id: "pictures-pages",
    group: "pictures",
    rule: "Every page and state looks as its approved screenshot at mobile and desktop size.",
  },
  {
    id: "pictures-components",
    group: "pictures",
    rule: "Every catalogue story looks as its approved screenshot and passes axe at both sizes.",
  },
  {
    id: "pictures-photo-sizes",
    group: "pictures",
    rule: "Every photo's sizes attribute matches the width it is shown at, at every layout width.",
  },
  {
    id: "pictures-photos-later",
    group: "pictures",
    rule: "Photos below the first screen are not fetched before the page is live, unless the visitor scrolls first.",
  },
  {
    id: "photo-requests",
    group: "pictures",
    rule: "Every stock photo is asked of the host as the crop it is shown as: cut to the box (fit=crop) at its fixed ratio, the article's 1200×600 hero and share card included.",
  },
  {
    id: "pictures-photo-space",
    group: "pictures",
    rule: "Photos reserve their space and describe what they show.",
  },
];

/** Why a sentence of SPEC.md or UI-CONTRACT.md is no rule of its own. */
export type Untested =
  /** The spec says it leaves this open ("not shown"); nothing to hold the site to. */
  | "not shown"
  /** An absence or a purpose with nothing a test could observe. */
  | "not testable"
  /** Only a picture shows it: the screenshot baselines (`@pictures-pages`, `@pictures-components`) hold it. */
  | "screenshot only";

export interface UntestedStatement {
  /** Where it is said: the file and section. */
  where: string;
  /** What is said, in our own words. */
  statement: string;
  why: Untested;
  /** What the site does instead, or which rule comes nearest. */
  note: string;
}

/**
 * The spec's sentences read and found to be no testable rule, so that a sentence-by-sentence read can
 * tell "considered and left" from "forgotten". Every other statement of SPEC.md and UI-CONTRACT.md
 * is a rule above.
 */
export const UNTESTED_STATEMENTS: readonly UntestedStatement[] = [
  {
    where: "SPEC §1",
    statement: "The site is for prospective app users.",
    why: "not testable",
    note: "An audience, not a behaviour.",
  },
  {
    where: "SPEC §2 Article detail",
    statement: "The share buttons' behaviour is not shown.",
    why: "not shown",
    note: "UI-CONTRACT fixes it: @article-share-facebook, @article-share-copy.",
  },
  {
    where: "SPEC §2 Article detail; UI-CONTRACT share",
    statement: "The two share buttons are round.",
    why: "screenshot only",
    note: "A shape: the article and ShareButtons baselines (@pictures-pages, @pictures-components).",
  },
  {
    where: "SPEC §2 Blog list",
    statement:
      "Each slug's topic (5 tips, nutrition around training, winter motivation, SMART goals, home vs gym, recovery).",
    why: "not testable",
    note: "That a text is about its topic is an editor's reading; the slugs (@six-articles) and the figures (@article-figures) are tested.",
  },
  {
    where: "SPEC §3 Package",
    statement: "The package's feature texts are not shown.",
    why: "not shown",
    note: "Their number is a rule (@home-package); the texts are ours.",
  },
  {
    where: "SPEC §3 Blog article",
    statement: "An article's content is HTML.",
    why: "not testable",
    note: "Ours is typed blocks rendered as text, never markup (@article-body); the reader sees the same headings, lists and boxes.",
  },
  {
    where: "SPEC §3 Testimonial",
    statement: "Testimonials are static.",
    why: "not testable",
    note: "Built in, fetched from nowhere: @no-other-calls covers it.",
  },
  {
    where: "SPEC §4 Back-to-top",
    statement: "The trigger on the article page is not shown.",
    why: "not shown",
    note: "The article uses the same 80 % rule as home (@state-back-to-top is proved on home).",
  },
  {
    where: "SPEC §4",
    statement: "No status lifecycle exists.",
    why: "not testable",
    note: "An absence with nothing to observe.",
  },
  {
    where: "SPEC §5",
    statement: "No other bounds or custom validation messages: not shown.",
    why: "not shown",
    note: "The browser's own messages for required and email fields.",
  },
  {
    where: "SPEC §7",
    statement: "What the server does with the message: not shown.",
    why: "not shown",
    note: "The form host's business; the local host keeps it in an inbox file (src/server tests).",
  },
  {
    where: "SPEC §8",
    statement: "Other errors: not shown.",
    why: "not shown",
    note: "Unknown addresses have their own page (@unknown-page).",
  },
  {
    where: "SPEC §9",
    statement: "Other articles beyond the six slugs: not shown.",
    why: "not shown",
    note: "Exactly the six exist (@six-articles); any other slug is not found (@unknown-article).",
  },
  {
    where: "UI-CONTRACT intro",
    statement: "Everything not listed is worded well, in correct Estonian.",
    why: "not testable",
    note: "A reader's judgement; slips once caught are kept out by the article content tests.",
  },
];
