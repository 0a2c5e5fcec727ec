/** Copy for the blog list page. */
export const blogPage = {
  title: "Blogi",
  description: "Praktilised nõuanded treeningu, toitumise, motivatsiooni ja taastumise kohta Vormise treeneritelt.",
  intro: "Praktilised nõuanded treeningu, toitumise ja taastumise kohta – lühidalt, selgelt ja ilma müütideta.",
} as const;
