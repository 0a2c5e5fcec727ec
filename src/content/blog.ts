/** Copy for the blog list page. */
export const blogPage = {
  title: "Blogi",
  intro: "Praktilised nõuanded treeningu, toitumise ja taastumise kohta – lühidalt, selgelt ja ilma müütideta.",
} as const;
