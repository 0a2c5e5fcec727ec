import type { PostSummary } from "./article-types";

/**
 * The blog's six articles in the order the list shows them: what a card and
 * the page head need. Each article's text lives in articles/<slug>.ts and is
 * loaded only on its own page.
 */
export const posts = [
  {
    slug: "5-nippi-tohusaks-treeninguks",
    title: "5 nippi tõhusaks treeninguks: saa igast trennist rohkem kätte",
    excerpt:
      "Tõhus treening ei tähenda tingimata pikemat trenni. Need viis lihtsat nippi aitavad sul saada igast treeningust rohkem kasu ja vältida levinud vigu.",
    image: {
      id: "photo-1517836357463-d25dfeac3438",
      alt: "Mees tõstab jõusaalis raskusketastega laetud kangi",
    },
    publishedAt: "2025-09-16",
  },
  {
    slug: "toitumine-enne-ja-parast-treeningut",
    title: "Mida süüa enne ja pärast treeningut? Lihtne juhend toitumiseks",
    excerpt:
      "Hästi ajastatud söögikord annab trenniks energiat ja aitab kiiremini taastuda. Loe, mida süüa enne ja pärast treeningut ning kui palju valku sul tegelikult vaja on.",
    image: {
      id: "photo-1490645935967-10de6ba17061",
      alt: "Laud täis värskeid köögivilju, mune ja täisteratooteid tervislikeks toidukaussideks",
    },
    publishedAt: "2025-06-03",
  },
  {
    slug: "motivatsiooni-hoidmine-talvel",
    title: "Kuidas hoida trennitahet pimedal Eesti talvel",
    excerpt:
      "Kui päike tõuseb hilja ja loojub vara, kipub ka trennitahe kaduma. Siit leiad praktilised nipid, kuidas talvel liikumisharjumust hoida ja end paremini tunda.",
    image: {
      id: "photo-1483721310020-03333e577078",
      alt: "Soojalt riietatud jooksja lumisel talvisel teel",
    },
    publishedAt: "2025-01-14",
  },
  {
    slug: "kuidas-seada-realistlikke-eesmarke",
    title: "Kuidas seada realistlikke eesmärke ja neid ka päriselt saavutada",
    excerpt:
      "Hea eesmärk annab treeningule suuna, ebamäärane võtab motivatsiooni. Loe, kuidas SMART-meetodi abil seada eesmärke, mis on ühtaegu julged ja realistlikud.",
    image: {
      id: "photo-1434494878577-86c23bcb06b9",
      alt: "Nutikell randmel näitab treeningu ajal mõõdetud andmeid",
    },
    publishedAt: "2025-02-11",
  },
  {
    slug: "kodutreening-vs-jousaal",
    title: "Kodutreening või jõusaal: kumb sobib sulle paremini?",
    excerpt:
      "Kas treenida kodus või jõusaalis? Mõlemal on omad plussid ja miinused. Aitame sul leida lahenduse, mis sobib sinu eesmärkide, eelarve ja elurütmiga.",
    image: {
      id: "photo-1518611012118-696072aa579a",
      alt: "Naine teeb treeningmatil kehakaaluharjutust",
    },
    publishedAt: "2025-04-08",
  },
  {
    slug: "taastumise-tahtsus-treeningutel",
    title: "Taastumine on treeningu osa: miks puhkus teeb sind tugevamaks",
    excerpt:
      "Lihased ei tugevne trennis, vaid puhates. Loe, miks uni, puhkepäevad ja aktiivne taastumine on sama olulised kui treening ise ning kuidas neid oma nädalasse mahutada.",
    image: {
      id: "photo-1506126613408-eca07ce68773",
      alt: "Naine istub lõdvestunult joogapoosis ja keskendub rahulikule hingamisele",
    },
    publishedAt: "2025-10-21",
  },
] as const satisfies readonly PostSummary[];

export type ArticleSlug = (typeof posts)[number]["slug"];

// No list derived at the top level: a module that only declares can be left out of any page that
// imports it without using it (an article's first load needs none of this).
export function isArticleSlug(value: string): value is ArticleSlug {
  return posts.some((post) => post.slug === value);
}

export function postBySlug(slug: ArticleSlug): PostSummary {
  return posts.find((post) => post.slug === slug) as PostSummary;
}
