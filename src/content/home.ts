/** Copy for the home page, section by section. */
export const homePage = {
  title: "Treening ja toitumine ühes äpis",
  description:
    "Vormis on isiklik treeningkava, tehisaru menüüplaan ja toetav kogukond sinu telefonis. Premium pakett 19 € kuus.",
} as const;

export const hero = {
  eyebrow: "Treening ja toitumine ühes äpis",
  title: "Treeni targalt, söö hästi ja püsi vormis",
  promise: "Isiklik treeningkava, tehisaru koostatud menüü ja toetav kogukond – kõik sinu taskus.",
} as const;

export const aboutTeaser = {
  title: "Sinu treener ja toitumisnõustaja samas telefonis",
  text: "Vormis kohandab treeningud sinu tasemele ja päevakavale, koostab menüü sinu eesmärgi järgi ning näitab graafikutel, kuidas sa arened. Nii tead iga päev, mida teha – ja miks.",
  linkLabel: "Loe lähemalt",
} as const;

export const packagesSection = {
  title: "Üks pakett, kõik võimalused",
  intro: "Ei mingeid peidetud lisatasusid ega keerulisi valikuid. Premium annab ligipääsu kõigele, mida Vormis pakub.",
} as const;
