import type { StockPhoto } from "./article-types";

/** Copy for the about page. Icons are named here and drawn by the components. */
export const aboutIntro = {
  title: "Meist",
  lead: "Vormis sündis lihtsast tähelepanekust: enamik inimesi teab, et liikuda ja toituda tuleks paremini, kuid igapäevaelus jääb puudu selgest plaanist ja kellestki, kes aitaks järjel püsida.",
  text: "Meie meeskonnas on treenereid, toitumisnõustajaid ja tarkvaraarendajaid. Koos ehitame äppi, mis annab igaühele isikliku treeneri ja toitumisnõustaja abi – ilma kalli hinnasildi ja keeruliste tabeliteta.",
} as const;

export const valuesSection = { title: "Mis meid eristab" } as const;

export interface ValueCard {
  icon: "person" | "sparkles" | "community";
  title: string;
  text: string;
}

export const values: ValueCard[] = [
  {
    icon: "person",
    title: "Isiklik lähenemine",
    text: "Sinu kava arvestab sinu taset, eesmärki, vaba aega ja isegi seda, kas treenid kodus või jõusaalis.",
  },
  {
    icon: "sparkles",
    title: "Tehisaru tehnoloogia",
    text: "Tehisaru kohandab treeninguid ja menüüd sinu edusammude järgi, et koormus oleks paras ja areng püsiv.",
  },
  {
    icon: "community",
    title: "Kogukond",
    text: "Väljakutsed, võistlused ja sõbrad, kes ergutavad – koos on lihtsam alustada ja raskem alla anda.",
  },
];

export interface Feature {
  icon: "dumbbell" | "salad" | "bot" | "messages" | "chart";
  title: string;
  text: string;
}

export const aboutPage = {
  title: "Meist",
  description:
    "Kes me oleme ja miks tegime Vormise: isiklik lähenemine, tehisaru ja kogukond, mis aitab sul treeningu juurde jääda.",
} as const;

export const featuresSection = {
  title: "Mida Vormis sinu heaks teeb",
  tryNow: "Proovi kohe",
} as const;

export const features: Feature[] = [
  {
    icon: "dumbbell",
    title: "Treeningud",
    text: "Isiklikud treeningkavad ja reaalajas treeningujälgija, mis loeb seeriad ja puhkepausid sinu eest.",
  },
  {
    icon: "salad",
    title: "Toitumine",
    text: "Kalorite ja toitainete arvestus ning toidu tuvastamine foto järgi – ilma tüütu käsitsi sisestamiseta.",
  },
  {
    icon: "bot",
    title: "Tehisaru abiline",
    text: "Vestlusabiline vastab küsimustele treeningu ja toitumise kohta ning koostab sulle nädala menüü.",
  },
  {
    icon: "messages",
    title: "Sotsiaalvõrgustik",
    text: "Jaga edusamme, liitu väljakutsetega ja võistle sõpradega – motivatsioon tuleb kogukonnast.",
  },
  {
    icon: "chart",
    title: "Analüütika",
    text: "Graafikud, raportid ja eesmärgid näitavad selgelt, kuidas sa arened ja mida järgmiseks muuta.",
  },
];

export interface Testimonial {
  quote: string;
  name: string;
  detail: string;
  rating: 5;
  photo: StockPhoto;
}

export const testimonialsSection = { title: "Mida kasutajad ütlevad" } as const;

export const testimonials: Testimonial[] = [
  {
    quote:
      "Olen proovinud mitut äppi, aga alles Vormisega jäin treeningu juurde. Kava muutub koos minuga ja menüü on päriselt maitsev.",
    name: "Kadri Tamm",
    detail: "treenib kodus kolm korda nädalas",
    rating: 5,
    photo: { id: "photo-1544005313-94ddf0286df2", alt: "Kadri Tamm naeratab kaamerasse" },
  },
  {
    quote:
      "Toidupildi analüüs on geniaalne: pildistan taldriku ja näen kohe kaloreid. Kaotasin neli kuud tagasi alustades kaheksa kilo.",
    name: "Marko Kask",
    detail: "jooksja ja kahe lapse isa",
    rating: 5,
    photo: { id: "photo-1500648767791-00dcc994a43e", alt: "Marko Kask, lühikeste juustega naeratav mees" },
  },
  {
    quote: "Kogukonna väljakutsed annavad mulle hoogu ka pimedal talvel. Graafikutelt näen, et jõud kasvab iga kuuga.",
    name: "Liis Saar",
    detail: "harrastab jõutreeningut",
    rating: 5,
    photo: { id: "photo-1438761681033-6461ffad8d80", alt: "Liis Saar, pikkade juustega naine" },
  },
];
