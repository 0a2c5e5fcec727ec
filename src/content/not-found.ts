/** Copy for the pages a visitor lands on when something is not there. */
export const notFoundPages = {
  page: {
    code: "404",
    title: "Lehte ei leitud",
    text: "Seda lehte siin ei ole. Võib-olla on aadressis trükiviga või on leht liikunud mujale.",
    back: { label: "Avalehele", to: "/" },
  },
  post: {
    code: "404",
    title: "Postitust ei leitud",
    text: "Sellist artiklit meie blogis ei ole. Vaata blogist teisi lugusid treeningust ja toitumisest.",
    back: { label: "Tagasi blogisse", to: "/blog" },
  },
  error: {
    code: "Oih!",
    title: "Midagi läks valesti",
    text: "Lehe avamine ebaõnnestus. Proovi lehte uuesti laadida või mine avalehele.",
    back: { label: "Avalehele", to: "/" },
  },
} as const;

export type NotFoundKind = keyof typeof notFoundPages;
