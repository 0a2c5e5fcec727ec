import type { ArticleBlock } from "../article-types";

/** The text of "5 nippi tõhusaks treeninguks: saa igast trennist rohkem kätte". */
export const body: ArticleBlock[] = [
  {
    kind: "paragraph",
    text: "Kas sulle tundub, et käid regulaarselt trennis, aga tulemused jäävad ikka tagasihoidlikuks? Sa ei ole ainus. Sageli pole probleem selles, et treenid liiga vähe, vaid selles, kuidas sa treenid. Tund aega jõusaalis, kus suur osa ajast kulub telefoni sirvimisele ja sihitult masinalt masinale liikumisele, annab sageli vähem kui 40 keskendunud ja läbimõeldud minutit.",
  },
  {
    kind: "paragraph",
    text: "Hea uudis on see, et tõhusamaks treeninguks pole vaja keerulisi programme ega kalleid vahendeid. Piisab mõnest lihtsast põhimõttest, mida järjepidevalt rakendad. Siin on viis nippi, mis aitavad sul igast treeningust rohkem kätte saada.",
  },
  {
    kind: "heading",
    text: "1. Alusta alati korraliku soojendusega",
  },
  {
    kind: "paragraph",
    text: "Soojendus on see osa treeningust, mille paljud kipuvad vahele jätma, sest see tundub lihtsalt ajaraiskamisena. Tegelikult valmistab just soojendus su keha eelseisvaks koormuseks ette. Kui pulss tõuseb järk-järgult, paraneb lihaste verevarustus, liigesed muutuvad liikuvamaks ja närvisüsteem on valmis kiiremini reageerima. Tulemuseks on parem sooritus ja väiksem vigastuste oht.",
  },
  {
    kind: "paragraph",
    text: "Heaks soojenduseks piisab 5–10 minutist. Alusta kergest kardiost ja jätka liikumisharjutustega, mis sarnanevad eelseisva treeningu liigutustega. Näiteks nii:",
  },
  {
    kind: "list",
    ordered: true,
    items: [
      "Kerge kardio 3–5 minutit, näiteks rattasõit, sõudeergomeeter või reipas kõnd, et pulss tõuseks ja keha soojeneks.",
      "Dünaamilised liikumisharjutused: kätega ringid, jalahood, puusaringid ja kerged väljaasted.",
      "Paar kerget seeriat päeva põhiharjutusest, näiteks kükk ilma lisaraskuseta või tühja kangiga.",
    ],
  },
  {
    kind: "paragraph",
    text: "Pikalt hoitavad staatilised venitused jäta pigem treeningu lõppu. Vahetult enne rasket jõutööd võivad need lihaseid ajutiselt lõdvestada ja jõudlust pisut vähendada.",
  },
  {
    kind: "heading",
    text: "2. Tee plaan enne, kui jõusaali jõuad",
  },
  {
    kind: "paragraph",
    text: "Kui lähed trenni ilma plaanita, kulub suur osa ajast otsustamisele: mida täna teha, mitu kordust, kui suure raskusega. Plaan annab treeningule suuna ja aitab sul keskenduda sellele, mis on päriselt oluline. Pane kirja harjutused, seeriate ja korduste arv ning raskused, mida eelmisel korral kasutasid.",
  },
  {
    kind: "paragraph",
    text: "Hea plaan lähtub sinu eesmärgist. Kui tahad jõudu juurde saada, on fookuses liitharjutused nagu kükk, jõutõmme, surumine ja sõudmine. Kui eesmärk on vastupidavus, näeb kava välja hoopis teistsugune. Peaasi, et tead iga treeningu alguses, miks sa just neid harjutusi teed.",
  },
  {
    kind: "paragraph",
    text: "Plaan aitab hoida ka tasakaalu. Kui tead, et esmaspäeval on kavas jalad ja kolmapäeval ülakeha, ei juhtu, et koormad kogemata mitu päeva järjest samu lihaseid või unustad mõne lihasgrupi sootuks. Ja kui jõusaal on rahvast täis, on sul varuharjutus juba ette mõeldud.",
  },
  {
    kind: "heading",
    text: "3. Suurenda koormust järk-järgult",
  },
  {
    kind: "paragraph",
    text: "Keha kohaneb sellega, mida temalt nõuad. Kui teed kuude kaupa samu harjutusi samade raskustega, pole kehal põhjust muutuda. Seda põhimõtet nimetatakse progressiivseks koormuseks ja see on pikaajalise arengu üks alustalasid.",
  },
  {
    kind: "paragraph",
    text: "Koormuse suurendamine ei tähenda, et peaksid igal treeningul raskust lisama. Edasi saab liikuda mitmel moel:",
  },
  {
    kind: "list",
    items: [
      "Tee sama raskusega rohkem kordusi.",
      "Tõsta raskust väikeste sammudega.",
      "Lisa harjutusele üks seeria.",
      "Lühenda seeriatevahelist puhkepausi.",
      "Paranda tehnikat ja liigutuse kontrolli.",
    ],
  },
  {
    kind: "paragraph",
    text: "Oluline on, et muutus oleks väike ja püsiv. Liiga suur hüpe korraga suurendab vigastuste ohtu ja võib motivatsiooni kiiresti kahandada. Pea meeles ka seda, et keha kohaneb koormusega puhkuse ajal, seega on piisav uni ja puhkepäevad arengu jaoks sama olulised kui raskuse tõstmine.",
  },
  {
    kind: "highlight",
    title: "Nipp",
    text: "Kui suudad viimases seerias teha kõik kordused puhta tehnikaga ja tunned, et paar kordust oleks veel jäänud, on aeg järgmisel korral raskust veidi tõsta.",
  },
  {
    kind: "heading",
    text: "4. Kvaliteet enne kvantiteeti",
  },
  {
    kind: "paragraph",
    text: "Kümme hoolikalt tehtud kordust on väärtuslikumad kui viisteist lohakat. Hea tehnika tagab, et koormus jõuab nendesse lihastesse, mida soovid treenida, ja hoiab liigesed terved. Kui märkad, et vorm hakkab seeria lõpus lagunema, on see märk, et raskus on liiga suur või oled selleks korraks piisavalt teinud.",
  },
  {
    kind: "paragraph",
    text: "Pööra tähelepanu ka liigutuse tempole. Kontrollitud langetamine ja teadlik tõstmine panevad lihased rohkem tööle kui kiire ja hoogne kiigutamine. Kui oled mõne harjutuse tehnikas ebakindel, filmi end telefoniga või küsi nõu kogenud treenerilt.",
  },
  {
    kind: "paragraph",
    text: "Sama kehtib treeningu pikkuse kohta. Pikem ei ole alati parem. Keskendunud 45–60-minutiline treening annab enamasti rohkem kui kaks tundi poolikut pingutust.",
  },
  {
    kind: "heading",
    text: "5. Jälgi oma arengut",
  },
  {
    kind: "paragraph",
    text: "Seda, mida mõõdad, saad ka juhtida. Kui paned kirja oma raskused, kordused ja enesetunde, hakkad märkama mustreid, mis muidu jääksid kahe silma vahele. Võib selguda, et mõnes harjutuses on areng seiskunud või et parimad treeningud tulevad pärast korralikult magatud ööd.",
  },
  {
    kind: "paragraph",
    text: "Arengu jälgimine hoiab ka motivatsiooni üleval. Kui näed, et tõstad nüüd märksa rohkem kui kolm kuud tagasi, tekib uhkustunne, mis annab jõudu edasi minna. Vihik sobib selleks suurepäraselt, kuid rakendusega on see mugavam. Näiteks Vormise reaalajas treeningujälgija salvestab seeriad ja raskused juba treeningu ajal ning analüütikast näed, kuidas su tulemused ajas muutuvad.",
  },
  {
    kind: "heading",
    text: "Kokkuvõtteks",
  },
  {
    kind: "paragraph",
    text: "Tõhus treening ei ole saladus ega nõua erilist annet. See koosneb lihtsatest harjumustest: soojenda korralikult, tule trenni plaaniga, suurenda koormust vähehaaval, hoia tehnika puhas ja pane oma areng kirja. Vali alustuseks üks või kaks nippi ning lisa ülejäänud siis, kui esimesed on juba harjumuseks saanud.",
  },
  {
    kind: "highlight",
    title: "Kiire kokkuvõte",
    text: "Soojendus 5–10 minutit, selge plaan, järkjärguline koormuse tõus, puhas tehnika ja arengu jälgimine. Need viis harjumust teevad igast treeningust väärtuslikuma.",
  },
];
